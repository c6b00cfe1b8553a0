import { SECURITY_LOG_DAYS_DEFAULT, TRIAL_DAYS as DB_TRIAL_DAYS } from '@paperlight/db';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE } from '#app/components/admin/timeZone.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-id.ts';
import { COOKIES, PROCESSORS, RETENTION, TRIAL_DAYS } from './vendor-facts.ts';

// The legal pages state these figures; each is checked against the code that makes it true.
describe('the facts the legal and commercial pages state', () => {
  it('name the cookies the site sets, with the device id’s lifetime', () => {
    const names = COOKIES.map((cookie) => cookie.name);
    for (const name of ['__session', DEVICE_COOKIE, TIME_ZONE_COOKIE, 'pl_sso_session', 'pl_device']) expect(names).toContain(name);
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    expect(COOKIES.find((cookie) => cookie.name === DEVICE_COOKIE)?.lifetime).toBe('1 year');
  });

  it('give the trial length and the security log’s default retention of the database package', () => {
    expect(TRIAL_DAYS).toBe(DB_TRIAL_DAYS);
    expect(RETENTION.find((row) => row.what.startsWith('Security event log'))?.kept).toContain(
      `${SECURITY_LOG_DAYS_DEFAULT} days by default`,
    );
  });

  it('list every optional outside service by the setting that turns it on', () => {
    const settings = PROCESSORS.map((processor) => processor.setting).join(' ');
    for (const setting of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LLM_BASE_URL', 'SPEECH_BASE_URL']) expect(settings).toContain(setting);
  });
});
