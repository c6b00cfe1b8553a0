import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message; `text` is always sent, `html` is its optional rich twin. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes when it is not the sender (a reply from the console goes to its writer). */
  replyTo?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log: `smtp://host:port` or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: files in the local outbox. */
  smtpUrl?: string | undefined;
  /** The outbox is `${dataDir}/outbox`. */
  dataDir: string;
  /** @default 'Paperlight <no-reply@paperlight.local>' */
  from?: string | undefined;
}

/** The local outbox: one RFC 5322 `.eml` file per message, openable in any mail program. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * Real mail: SMTP when `smtpUrl` is set (production), else the local outbox under DATA_DIR so the
 * embedded setup works offline and a developer can open the links (README "Mail").
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || 'Paperlight <no-reply@paperlight.local>';
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const dir = outboxDir(options.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: dir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const tmp = join(dir, `.${name}.tmp`);
      // Written whole, then renamed, so a reader never sees half a message.
      await writeFile(tmp, info.message as Buffer, { mode: 0o600 });
      await rename(tmp, join(dir, name));
    },
    close: () => transport.close(),
  };
}
