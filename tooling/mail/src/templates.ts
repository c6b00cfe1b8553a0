import type { MailMessage } from './mailer';

export const RESET_TTL_MINUTES = 30;
export const SIGNUP_TTL_HOURS = 24;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escape(link.href)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escape(link.label)}</a></p>
<p style="color:#4b5563;font-size:14px">Or paste this address into your browser: ${escape(link.href)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">\n${body}\n${button}\n</body></html>`;
}

/** The link of a password reset, requested by the owner or sent by an administrator. */
export function passwordResetMail(input: { to: string; link: string; byAdministrator?: boolean }): MailMessage {
  const intro = input.byAdministrator
    ? 'A Paperlight administrator asked us to send you a link to set a new password.'
    : 'Someone asked to reset the password of the Paperlight account for this address.';
  const lines = [
    intro,
    `Choose a new password within ${RESET_TTL_MINUTES} minutes with this link. It works once.`,
    'Setting a new password signs you out on every device.',
    "If you didn't ask for this, you can ignore this email: your password stays as it is.",
  ];
  return {
    to: input.to,
    subject: 'Reset your Paperlight password',
    text: `${lines[0]}\n\n${lines[1]}\n${input.link}\n\n${lines[2]}\n${lines[3]}\n`,
    html: html(lines, { href: input.link, label: 'Choose a new password' }),
  };
}

/** Confirms a new account; the account exists only once the link is followed. */
export function signupConfirmMail(input: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    `Confirm your email address to create your Paperlight account and start your free 7-day trial. The link works once, for ${SIGNUP_TTL_HOURS} hours.`,
    "If you didn't sign up for Paperlight, ignore this email and no account will be created.",
  ];
  return {
    to: input.to,
    subject: 'Confirm your email address for Paperlight',
    text: `${lines[0]}\n\n${lines[1]}\n${input.link}\n\n${lines[2]}\n`,
    html: html(lines, { href: input.link, label: 'Confirm email address' }),
  };
}

/** Sent instead of a confirmation when the address already has an account (no enumeration on the page). */
export function alreadyRegisteredMail(input: { to: string; loginLink: string; resetLink: string }): MailMessage {
  const lines = [
    'Someone tried to create a Paperlight account with this address, but you already have one.',
    `If it was you, sign in: ${input.loginLink}`,
    `Forgot your password? Choose a new one: ${input.resetLink}`,
    "If it wasn't you, you can ignore this email.",
  ];
  return {
    to: input.to,
    subject: 'You already have a Paperlight account',
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
  };
}

/**
 * A reply written in the administration console to a contact request (issue 38): the writer's own
 * words, as plain text and as escaped HTML paragraphs; answers go to the writer.
 */
export function contactReplyMail(input: { to: string; subject: string; body: string; replyTo?: string }): MailMessage {
  const paragraphs = input.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const body = paragraphs.map((p) => `<p>${p.split('\n').map(escape).join('<br>')}</p>`).join('\n');
  return {
    to: input.to,
    subject: input.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">\n${body}\n</body></html>`,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  };
}
