export { createMailer, outboxDir } from './mailer';
export type { Mailer, MailMessage, MailerOptions } from './mailer';
export {
  contactReplyMail,
  passwordResetMail,
  signupConfirmMail,
  alreadyRegisteredMail,
  RESET_TTL_MINUTES,
  SIGNUP_TTL_HOURS,
} from './templates';
