import { describe, expect, it } from 'vitest';
import { action } from './api.contact-us';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.press', companyName: 'Analytical Press', note: 'Audio' };

describe('the action', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', ''])(
    'refuses a %j body with 415 before reading it',
    async (type) => {
      const request = new Request('http://localhost:3000/api/contact-us', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify(valid),
      });
      const response = await action({ request, params: {}, context: {} });
      expect(response.status).toBe(415);
      expect(request.bodyUsed).toBe(false);
    },
  );

  // The rules are api-client's ContactRequestSchema (tested there); the route answers with its words.
  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: ' ' }, 'Work email is required'],
    [{ email: 'ada@analytical' }, 'Please enter a valid email address'],
    [{ companyName: '' }, 'Company name is required'],
    [{ note: '\n' }, "Please tell us what you're interested in"],
  ])('refuses %j with 400 and the form’s message', async (override, message) => {
    const request = new Request('http://localhost:3000/api/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, ...override }),
    });
    const response = await action({ request, params: {}, context: {} });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });
});
