import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_REQUEST_MESSAGES, ContactRequestSchema, contactFieldMessage } from './contact';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.press',
  companyName: 'Analytical Press',
  note: 'Alt text for our back catalogue',
};

const messagesOf = (body: unknown) => {
  const result = v.safeParse(ContactRequestSchema, body);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('ContactRequestSchema', () => {
  it('trims values and defaults the designation', () => {
    expect(v.parse(ContactRequestSchema, { ...valid, firstName: '  Ada ' })).toEqual({ ...valid, designation: '' });
  });

  it('accepts a complete request with the designation left out, and passes a proof on as it is', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(v.parse(ContactRequestSchema, { ...valid, proof: 'eyJ9' }).proof).toBe('eyJ9');
  });

  it('gives every required field its own message when the request is empty', () => {
    const messages = messagesOf({ firstName: '', lastName: '', email: '', companyName: '', designation: '', note: '' });
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Work email is required',
        'Company name is required',
        "Please tell us what you're interested in",
      ]),
    );
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: ' ' }, 'Work email is required'],
    [{ email: 'ada@analytical' }, 'Please enter a valid email address'],
    [{ companyName: '' }, 'Company name is required'],
    [{ note: '\n' }, "Please tell us what you're interested in"],
  ])('refuses %j with the form’s message', (override, message) => {
    expect(messagesOf({ ...valid, ...override })).toContain(message);
  });

  it('names the longest value each field takes', () => {
    expect(messagesOf({ ...valid, firstName: 'A'.repeat(101) })).toEqual(['At most 100 characters']);
    expect(messagesOf({ ...valid, companyName: 'A'.repeat(201) })).toEqual(['At most 200 characters']);
    expect(messagesOf({ ...valid, designation: 'A'.repeat(201) })).toEqual(['At most 200 characters']);
    expect(messagesOf({ ...valid, note: 'A'.repeat(2001) })).toEqual(['At most 2000 characters']);
    expect(messagesOf({ ...valid, email: `${'a'.repeat(250)}@b.co` })).toEqual(['Please enter a valid email address']);
    expect(messagesOf({ ...valid, note: 'A'.repeat(2000) })).toEqual([]);
  });
});

describe('contactFieldMessage', () => {
  it('treats whitespace-only values as empty', () => {
    expect(contactFieldMessage('firstName', '  ')).toBe(CONTACT_REQUEST_MESSAGES.firstName);
    expect(contactFieldMessage('email', ' ')).toBe(CONTACT_REQUEST_MESSAGES.workEmailRequired);
    expect(contactFieldMessage('note', '   ')).toBe(CONTACT_REQUEST_MESSAGES.interest);
  });

  it('has no message for a left-out designation', () => {
    expect(contactFieldMessage('designation', '')).toBeUndefined();
  });

  it.each([
    ['no @', 'ada.analytical.press'],
    ['a space inside', 'ada lovelace@analytical.press'],
    ['no dot in the domain', 'ada@analytical'],
    ['a dot only at the end of the domain', 'ada@analytical.'],
    ['a dot only at the start of the domain', 'ada@.analytical.press'],
    ['nothing before the @', '@analytical.press'],
    ['two @', 'ada@@analytical.press'],
  ])('rejects an email with %s', (_label, email) => {
    expect(contactFieldMessage('email', email)).toBe('Please enter a valid email address');
  });

  it('accepts an email with surrounding spaces, since values are trimmed', () => {
    expect(contactFieldMessage('email', '  ada@analytical.press ')).toBeUndefined();
  });
});
