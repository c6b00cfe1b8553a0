import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, outboxDir, passwordResetMail } from './index';
import { startTestSmtpServer } from './testing';

describe('given no SMTP_URL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const mailer = createMailer({ dataDir });
    expect(mailer.destination).toBe(outboxDir(dataDir));
    await mailer.send(passwordResetMail({ to: 'ada@example.org', link: 'http://sso.test/reset-password?token=abc' }));
    const files = readdirSync(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(join(outboxDir(dataDir), files[0]!)));
    expect(mail.subject).toBe('Reset your Paperlight password');
    expect(mail.text).toContain('http://sso.test/reset-password?token=abc');
    expect(JSON.stringify(mail.to)).toContain('ada@example.org');
  });
});

describe('given SMTP_URL', () => {
  it('delivers through a real SMTP server', async () => {
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', from: 'Paperlight <no-reply@example.org>' });
    try {
      await mailer.send(passwordResetMail({ to: 'Grace@Example.org', link: 'http://sso.test/r?token=x', byAdministrator: true }));
      const mail = await smtp.next('grace@example.org');
      expect(mail.subject).toBe('Reset your Paperlight password');
      expect(mail.from).toBe('no-reply@example.org');
      expect(mail.text).toContain('A Paperlight administrator asked us');
      expect(mail.text).toContain('http://sso.test/r?token=x');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
