import { describe, expect, it } from 'vitest';
import { ageInHours, ageLabel, CONTACT_REPLY_TEMPLATES, fillReplyTemplate, isOverdue, responseDue } from './contact-replies';

describe('responseDue', () => {
  it('is one day later from Monday to Thursday', () => {
    // 2026-05-04 is a Monday.
    expect(responseDue('2026-05-04T09:30:00.000Z')).toBe('2026-05-05T09:30:00.000Z');
    expect(responseDue('2026-05-07T23:00:00.000Z')).toBe('2026-05-08T23:00:00.000Z');
  });

  it('skips the weekend: Friday afternoon is due on Monday afternoon, a weekend request at the end of Monday', () => {
    expect(responseDue('2026-05-08T15:00:00.000Z')).toBe('2026-05-11T15:00:00.000Z');
    expect(responseDue('2026-05-09T10:00:00.000Z')).toBe('2026-05-12T00:00:00.000Z');
    expect(responseDue('2026-05-10T23:59:00.000Z')).toBe('2026-05-12T00:00:00.000Z');
  });
});

describe('isOverdue', () => {
  const friday = { status: 'new', createdAt: '2026-05-08T15:00:00.000Z' };
  it('given a new request, is overdue from its due moment on', () => {
    expect(isOverdue(friday, Date.parse('2026-05-11T14:59:59.000Z'))).toBe(false);
    expect(isOverdue(friday, Date.parse('2026-05-11T15:00:00.000Z'))).toBe(true);
  });
  it('given a request already contacted or closed, is never overdue', () => {
    expect(isOverdue({ ...friday, status: 'contacted' }, Date.parse('2026-06-01T00:00:00.000Z'))).toBe(false);
    expect(isOverdue({ ...friday, status: 'closed' }, Date.parse('2026-06-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('ageLabel', () => {
  it('says the age in hours, then in days', () => {
    const at = '2026-05-04T09:00:00.000Z';
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-04T09:59:00.000Z')))).toBe('Under an hour old');
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-04T10:00:00.000Z')))).toBe('1 hour old');
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-05T08:00:00.000Z')))).toBe('23 hours old');
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-05T09:00:00.000Z')))).toBe('1 day old');
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-06T20:00:00.000Z')))).toBe('2 days old');
    expect(ageLabel(ageInHours(at, Date.parse('2026-05-01T00:00:00.000Z')))).toBe('Under an hour old');
  });
});

describe('fillReplyTemplate', () => {
  it('fills in the first name, the company and the sender in every template, leaving no placeholder', () => {
    for (const template of CONTACT_REPLY_TEMPLATES) {
      const text = fillReplyTemplate(template, { firstName: 'Ines', companyName: 'Revue Médicale', senderName: 'Sam Sales' });
      expect(text).toMatch(/^Hello Ines,/);
      expect(text).toContain('Revue Médicale');
      expect(text).toMatch(/Sam Sales\nPaperlight$/);
      expect(text).not.toMatch(/[{}]/);
    }
  });
  it('leaves braces in the values alone', () => {
    expect(
      fillReplyTemplate({ body: '{firstName} {companyName}' }, { firstName: '{senderName}', companyName: '$& Co', senderName: 'x' }),
    ).toBe('{senderName} $& Co');
  });
});
