import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { contactReplyMail, createMailer, outboxDir } from './index';

describe('contactReplyMail', () => {
  it('keeps the writer’s paragraphs and line breaks, escapes them in the HTML twin and answers to the writer', () => {
    const mail = contactReplyMail({
      to: 'ines@revue.test',
      subject: 'Re: your enquiry to Paperlight',
      replyTo: 'sales@paperlight.test',
      body: 'Hello Ines,\r\n\r\nA <b>call</b> & a quote?\nTuesday works.\n\n\n\nSam',
    });
    expect(mail.text).toBe('Hello Ines,\n\nA <b>call</b> & a quote?\nTuesday works.\n\nSam\n');
    expect(mail.html).toContain('<p>A &lt;b&gt;call&lt;/b&gt; &amp; a quote?<br>Tuesday works.</p>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.replyTo).toBe('sales@paperlight.test');
  });

  describe('given no SMTP_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-mail-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('lands in the outbox with its Reply-To', async () => {
      await createMailer({ dataDir }).send(
        contactReplyMail({ to: 'ines@revue.test', subject: 'Hi', body: 'Hello', replyTo: 'sales@paperlight.test' }),
      );
      const [file] = readdirSync(outboxDir(dataDir));
      const mail = await simpleParser(readFileSync(join(outboxDir(dataDir), file!)));
      expect(mail.text).toBe('Hello\n');
      expect(JSON.stringify(mail.replyTo)).toContain('sales@paperlight.test');
    });
  });
});
