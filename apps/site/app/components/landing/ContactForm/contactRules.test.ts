import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  EMPTY_CONTACT,
  prefillFor,
  splitName,
  toContactRequest,
  validateContact,
  validateField,
  type ContactValues,
} from './contactRules';

const filled: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  workEmail: 'ada@analytical.press',
  companyName: 'Analytical Press',
  designation: '',
  interest: 'Alt text for our back catalogue',
};

describe('validateContact', () => {
  it('gives every required field its own message when the form is empty', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      workEmail: 'Work email is required',
      companyName: 'Company name is required',
      interest: "Please tell us what you're interested in",
    });
  });

  it('treats whitespace-only values as empty', () => {
    const blank = { firstName: '  ', lastName: '\t', workEmail: ' ', companyName: '\n', designation: '', interest: '   ' };
    expect(Object.keys(validateContact(blank)).sort()).toEqual(['companyName', 'firstName', 'interest', 'lastName', 'workEmail']);
    expect(validateField('workEmail', blank)).toBe(CONTACT_MESSAGES.workEmailRequired);
  });

  it('accepts a complete form with the designation left out', () => {
    expect(validateContact(filled)).toEqual({});
  });

  // The rules themselves (email forms, lengths) are api-client's ContactRequestSchema, tested there.
  it('checks the work email and the interest by the rules of the request’s email and note', () => {
    expect(validateField('workEmail', { ...filled, workEmail: 'ada@analytical' })).toBe('Please enter a valid email address');
    expect(validateField('workEmail', { ...filled, workEmail: '  ada@analytical.press ' })).toBeUndefined();
    expect(validateField('interest', { ...filled, interest: ' ' })).toBe(CONTACT_MESSAGES.interest);
  });
});

describe('toContactRequest', () => {
  it('trims every value and maps the work email and interest to email and note', () => {
    expect(toContactRequest({ ...filled, firstName: ' Ada ', designation: ' Editor ', interest: ' Audio ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@analytical.press',
      companyName: 'Analytical Press',
      designation: 'Editor',
      note: 'Audio',
    });
  });
});

describe('splitName', () => {
  it.each([
    ['Grace Hopper', 'Grace', 'Hopper'],
    ['Mary Ann Evans', 'Mary', 'Ann Evans'],
    ['Plato', 'Plato', ''],
    ['  Ada   Lovelace ', 'Ada', 'Lovelace'],
  ])('splits %j on the first space', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('prefillFor', () => {
  it('fills name and email for a signed-in user', () => {
    expect(prefillFor({ name: 'Grace Brewster Hopper', email: 'grace@navy.example', isGuest: false })).toEqual({
      ...EMPTY_CONTACT,
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      workEmail: 'grace@navy.example',
    });
  });

  it('leaves the form empty for a guest or nobody', () => {
    expect(prefillFor({ name: 'Guest', email: '', isGuest: true })).toEqual(EMPTY_CONTACT);
    expect(prefillFor(null)).toEqual(EMPTY_CONTACT);
  });
});
