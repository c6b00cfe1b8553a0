import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactBody, visitorKey } from './api.contact-us';

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

describe('visitorKey', () => {
  it('takes the hop our proxy appended, not what the client claimed', () => {
    expect(visitorKey('1.2.3.4, 203.0.113.9', 'dev')).toBe('203.0.113.9');
  });
  it('falls back to the device id without a proxy', () => {
    expect(visitorKey(null, '0b8e')).toBe('device:0b8e');
  });
});
