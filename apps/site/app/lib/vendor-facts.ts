/**
 * What the legal and commercial pages say about the product, in one place and taken from the code
 * (issue 38): the cookies, the retention periods, the limits and the services a deployment may add.
 * vendor-facts.test.ts holds the figures the site can import against their source.
 */

export const PRIVACY_EMAIL = 'security@paperlight.example';
export const SALES_EMAIL = 'sales@paperlight.example';
/** When the legal pages were last reviewed. */
export const LEGAL_UPDATED_ON = '2026-12-03';
export const LEGAL_UPDATED_LABEL = '3 December 2026';

export interface CookieFact {
  name: string;
  /** Which host sets it. */
  setBy: string;
  purpose: string;
  lifetime: string;
}

/** Every cookie the site and the sign-in service set; none is for analytics or advertising. */
export const COOKIES: readonly CookieFact[] = [
  {
    name: '__session',
    setBy: 'This site',
    purpose: 'Keeps you signed in: an encrypted, signed session holding your sign-in tokens. Scripts cannot read it (HttpOnly).',
    lifetime: '30 days, or until you log out',
  },
  {
    name: 'device-id',
    setBy: 'This site (shared with the sign-in service and the api)',
    purpose:
      'A random identifier for your browser, so a guest’s demo session and its rate limits belong to one device. It contains nothing about you.',
    lifetime: '1 year',
  },
  {
    name: 'tz',
    setBy: 'This site, on administration pages only',
    purpose: 'Your time zone (for example Europe/London), so staff see dates and times in their own zone.',
    lifetime: '1 year',
  },
  {
    name: 'pl_sso_session',
    setBy: 'Sign-in service',
    purpose: 'Remembers that you signed in, so the site can sign you in again without your password. HttpOnly.',
    lifetime: '7 days, or until you log out',
  },
  {
    name: 'pl_device',
    setBy: 'Sign-in service',
    purpose:
      'Set after a successful sign-in: marks this browser as one you used before, so that a flood of wrong passwords from elsewhere does not lock you out. HttpOnly.',
    lifetime: '1 year',
  },
];

export interface RetentionFact {
  what: string;
  kept: string;
}

/** How long each kind of record lasts. */
export const RETENTION: readonly RetentionFact[] = [
  {
    what: 'Your account (name, email, password hash, roles, trial dates, last sign-in)',
    kept: 'Until you delete the account in Account settings, or we erase it at your request',
  },
  {
    what: 'Papers you upload and what Paper Remix makes from them (scripts, storyboards, narration, videos, captions, earlier versions)',
    kept: 'Until you delete the project or your account',
  },
  { what: 'Shared video links', kept: 'Until you revoke the link, reset the video or delete the project' },
  {
    what: 'Contact form requests and our notes on them',
    kept: 'Until you ask us to delete them, or with the account registered to the same address',
  },
  {
    what: 'Security event log (sign-ins, sign-outs, password resets, shares, refusals, exports, administrators’ changes, with the network address)',
    kept: '365 days by default (the deployment’s SECURITY_LOG_DAYS, 1 to 3,650 days); older events are deleted every hour',
  },
  {
    what: 'Audit log of administrators’ changes',
    kept: 'For the life of the deployment; when an account is erased its email address is replaced by “erased account”',
  },
  {
    what: 'Sign-in tokens',
    kept: 'Access tokens 15 minutes; sessions and refresh tokens 30 days; sign-in codes 1 minute; password reset links 30 minutes; sign-up confirmation links 24 hours',
  },
  {
    what: 'Narration and picture cache of the video engine',
    kept: 'Up to 512 MB by default (REMIX_CACHE_MB); the least recently used entries go first',
  },
];

/** The Paper Remix fair-use limits: the defaults of the api's settings (README, decision 0018). */
export const LIMITS = {
  uploadMb: 50,
  pages: 150,
  storageMb: 500,
  stepsAtOnce: 2,
  sharesPerProject: 20,
} as const;

export const TRIAL_DAYS = 7;

export interface ProcessorFact {
  service: string;
  setting: string;
  receives: string;
  when: string;
}

/** The services a deployment runs or may configure; with none configured, nothing leaves its servers. */
export const PROCESSORS: readonly ProcessorFact[] = [
  {
    service: 'Database: a SQLite file, or PostgreSQL',
    setting: 'DATA_DIR (SQLite, the default) or DATABASE_URL',
    receives: 'Every record listed in the privacy notice',
    when: 'Always',
  },
  {
    service: 'File storage on the deployment’s disk',
    setting: 'DATA_DIR/files',
    receives: 'Uploaded papers and generated files',
    when: 'Always',
  },
  {
    service: 'Redis',
    setting: 'REDIS_URL',
    receives: 'The job queue (project and step identifiers) and live progress events between servers',
    when: 'Only in scale-out mode',
  },
  {
    service: 'Mail server (SMTP)',
    setting: 'SMTP_URL',
    receives: 'Recipient address, name and the sign-in link of sign-up and password-reset mail',
    when: 'When configured; otherwise mail is written to the deployment’s outbox folder',
  },
  {
    service: 'Language model (any OpenAI-compatible endpoint)',
    setting: 'LLM_BASE_URL, LLM_API_KEY, LLM_MODEL',
    receives: 'The text of the paper a Paper Remix script is written from',
    when: 'When configured; otherwise a built-in engine on the deployment’s own servers writes scripts',
  },
  {
    service: 'Speech (any OpenAI-compatible /v1/audio/speech endpoint)',
    setting: 'SPEECH_BASE_URL, SPEECH_API_KEY',
    receives: 'The narration text of each scene',
    when: 'When configured; otherwise eSpeak NG speaks on the deployment’s own servers',
  },
];
