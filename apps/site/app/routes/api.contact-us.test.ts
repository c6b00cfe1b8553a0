import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { action, ContactBody } from './api.contact-us';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.press', companyName: 'Analytical Press', note: 'Audio' };

describe('ContactBody', () => {
  it('trims values and defaults the designation', () => {
    expect(v.parse(ContactBody, { ...valid, firstName: '  Ada ' })).toEqual({ ...valid, designation: '' });
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: ' ' }, 'Work email is required'],
    [{ email: 'ada@analytical' }, 'Please enter a valid email address'],
    [{ companyName: '' }, 'Company name is required'],
    [{ note: '\n' }, "Please tell us what you're interested in"],
  ])('refuses %j with the form’s message', (override, message) => {
    const result = v.safeParse(ContactBody, { ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toContain(message);
  });
});

describe('the action', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', ''])('refuses a %j body with 415 before reading it', async (type) => {
    const request = new Request('http://localhost:3000/api/contact-us', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify(valid),
    });
    const response = await action({ request, params: {}, context: {} });
    expect(response.status).toBe(415);
    expect(request.bodyUsed).toBe(false);
  });
});
