import { describe, expect, it } from 'vitest';
import { consoleSections, currentSection, mayOpen, otherConsole } from './sections';

const none = { isAdmin: false, isSales: false, isToolAdmin: false };
const admin = { ...none, isAdmin: true };
const sales = { ...none, isSales: true };
const tools = { ...none, isToolAdmin: true };
const labels = (sections: { label: string }[]) => sections.map((section) => section.label);

describe('consoleSections', () => {
  it('given an administrator, lists every Administration section with Security events', () => {
    expect(labels(consoleSections('administration', admin))).toEqual([
      'Overview',
      'Users',
      'Contact requests',
      'Activity',
      'Security events',
    ]);
  });

  it('given sales, lists Administration without Security events (administrators only)', () => {
    expect(labels(consoleSections('administration', sales))).toEqual(['Overview', 'Users', 'Contact requests', 'Activity']);
  });

  it('given a tool administrator, lists Tools Administration only', () => {
    expect(consoleSections('administration', tools)).toEqual([]);
    expect(labels(consoleSections('tools', tools))).toEqual(['Tools', 'New tool']);
    expect(consoleSections('tools', admin)).toEqual([]);
  });

  it('given no role, lists nothing', () => {
    expect(mayOpen('administration', none)).toBe(false);
    expect(mayOpen('tools', none)).toBe(false);
  });
});

describe('currentSection', () => {
  const administration = consoleSections('administration', admin);
  const catalogue = consoleSections('tools', tools);
  it.each([
    ['/administration/overview', 'Overview'],
    ['/administration/users', 'Users'],
    ['/administration/users/u-42', 'Users'],
    ['/administration/contact-requests', 'Contact requests'],
    ['/administration/activity', 'Activity'],
    ['/administration/activity/security', 'Security events'],
    ['/administration/activity/', 'Activity'],
  ])('given %s, names %s', (path, label) => {
    expect(currentSection(administration, path)?.label).toBe(label);
  });

  it.each([
    ['/tools-administration', 'Tools'],
    ['/tools-administration/t-1', 'Tools'],
    ['/tools-administration/new', 'New tool'],
  ])('given %s, names %s', (path, label) => {
    expect(currentSection(catalogue, path)?.label).toBe(label);
  });

  it('given a path outside the console, names nothing', () => {
    expect(currentSection(administration, '/administration/nowhere')).toBeUndefined();
  });
});

describe('otherConsole', () => {
  it('offers Tools Administration to an administrator who is also a tool administrator', () => {
    expect(otherConsole('administration', { ...admin, isToolAdmin: true })?.name).toBe('Tools Administration');
    expect(otherConsole('administration', admin)).toBeUndefined();
    expect(otherConsole('tools', { ...tools, isSales: true })?.name).toBe('Administration');
  });
});
