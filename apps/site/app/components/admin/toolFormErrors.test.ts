import { describe, expect, it } from 'vitest';
import { apiErrorToField, checkToolForm, toolApiFailure, toolFieldErrors, type ToolFormValues } from './toolFormErrors';

const valid: ToolFormValues = {
  name: 'Citation Guard',
  slug: 'citation-guard',
  category: 'Peer Review',
  status: 'coming-soon',
  appPath: '',
  sortOrder: '3',
  description: 'Checks every reference.',
};

describe('toolFieldErrors', () => {
  it('accepts a complete tool', () => {
    expect(toolFieldErrors(valid)).toEqual({});
    expect(toolFieldErrors({ ...valid, appPath: 'https://example.org/app' })).toEqual({});
  });

  it('names each field in the product’s words, never the api’s', () => {
    const errors = toolFieldErrors({
      ...valid,
      name: ' ',
      slug: 'Citation Guard',
      appPath: 'javascript:alert(1)',
      sortOrder: '1.5',
      description: '',
      summary: 'x'.repeat(161),
    });
    expect(errors).toEqual({
      name: "Enter the tool's name, as visitors will see it.",
      slug: 'Use lower-case letters and digits, with single hyphens between words, e.g. citation-guard.',
      appPath: 'Enter a path on this site starting with one / (e.g. /dashboard), or an address starting with https://; or leave it empty.',
      sortOrder: 'Enter a whole number from 0 to 10000; lower numbers come first.',
      description: 'Enter the sentence shown on the tool’s card.',
      summary: 'Keep the search description to 160 characters or fewer (now 161).',
    });
    expect(Object.values(errors).join(' ')).not.toMatch(/Invalid|must be/);
  });

  it('checks the lists, the order bounds and the choices', () => {
    expect(toolFieldErrors({ ...valid, sortOrder: '10001', slug: '', category: 'Other', status: 'retired' })).toMatchObject({
      sortOrder: expect.any(String),
      slug: 'Enter a slug: the end of the page address, e.g. citation-guard.',
      category: 'Choose one of the categories in the list.',
      status: 'Choose one of the statuses in the list.',
    });
    expect(toolFieldErrors({ ...valid, features: Array.from({ length: 13 }, (_, i) => `f${i}`).join('\n') }).features).toBe(
      'List 12 features or fewer (now 13).',
    );
    expect(toolFieldErrors({ ...valid, about: Array.from({ length: 7 }, () => 'p').join('\n\n') }).about).toBe(
      'Keep it to 6 paragraphs or fewer (now 7).',
    );
    expect(toolFieldErrors({ ...valid, appPath: '//evil.test' }).appPath).toBeDefined();
  });
});

describe('api refusals', () => {
  it('puts a taken slug under the slug field', () => {
    expect(apiErrorToField('A tool with the slug alt-text already exists')).toEqual({
      field: 'slug',
      message: 'Another tool already uses alt-text; choose a different slug, or restore that tool if it is retired.',
    });
  });

  it('never shows the raw Invalid body line', () => {
    const form = new FormData();
    form.set('name', 'Kept');
    expect(toolApiFailure(form, 'Invalid body: Unknown field')).toEqual({
      values: { name: 'Kept' },
      message: 'The tool could not be saved: reload the page and try again.',
    });
    expect(toolApiFailure(form, 'Invalid body: sortOrder must be a whole number')).toMatchObject({
      errors: { sortOrder: expect.any(String) },
      values: { name: 'Kept' },
    });
  });

  it('keeps what was typed when the form is refused', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, name: '' })) form.set(k, v ?? '');
    form.set('featured', 'on');
    expect(checkToolForm(form)).toEqual({
      errors: { name: expect.any(String) },
      values: expect.objectContaining({ slug: 'citation-guard', featured: 'on' }),
    });
    form.set('name', 'Citation Guard');
    expect(checkToolForm(form)).toBeNull();
  });
});
