import { TOOL_CATEGORIES, TOOL_STATUSES } from './schemas';

/** The tool form's fields in the order the page shows them; the first with an error gets the focus. */
export const TOOL_FIELDS = [
  'name',
  'slug',
  'category',
  'status',
  'appPath',
  'sortOrder',
  'description',
  'tagline',
  'summary',
  'about',
  'features',
] as const;
export type ToolField = (typeof TOOL_FIELDS)[number];
export type ToolFieldErrors = Partial<Record<ToolField, string>>;
/** What was typed, kept so a refused form loses nothing (also without JavaScript). */
export type ToolFormValues = Partial<Record<ToolField | 'featured', string>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The api's rule (administration-tools.ts): a site path or an https address.
const SAFE_HREF = /^(?:\/(?!\/)[\w\-./#?=&%]*|https:\/\/[^\s]+)$/;

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Checks the tool form the way the api will, in the product's words, field by field; an empty
 * object means the api should accept it (it checks again).
 */
export function toolFieldErrors(values: ToolFormValues): ToolFieldErrors {
  const errors: ToolFieldErrors = {};
  const value = (field: ToolField) => (values[field] ?? '').trim();
  const tooLong = (field: ToolField, label: string, max: number) => {
    if (!errors[field] && value(field).length > max)
      errors[field] = `Keep the ${label} to ${max} characters or fewer (now ${value(field).length}).`;
  };

  if (value('name') === '') errors.name = "Enter the tool's name, as visitors will see it.";
  tooLong('name', 'name', 80);
  if (value('slug') === '') errors.slug = 'Enter a slug: the end of the page address, e.g. citation-guard.';
  else if (!SLUG.test(value('slug')))
    errors.slug = 'Use lower-case letters and digits, with single hyphens between words, e.g. citation-guard.';
  tooLong('slug', 'slug', 60);
  if (!(TOOL_CATEGORIES as readonly string[]).includes(value('category'))) errors.category = 'Choose one of the categories in the list.';
  if (!(TOOL_STATUSES as readonly string[]).includes(value('status'))) errors.status = 'Choose one of the statuses in the list.';
  if (value('appPath') !== '' && !SAFE_HREF.test(value('appPath'))) {
    errors.appPath =
      'Enter a path on this site starting with one / (e.g. /dashboard), or an address starting with https://; or leave it empty.';
  }
  tooLong('appPath', 'address', 300);
  const order = value('sortOrder');
  if (!/^\d+$/.test(order) || Number(order) > 10_000) errors.sortOrder = 'Enter a whole number from 0 to 10000; lower numbers come first.';
  if (value('description') === '') errors.description = 'Enter the sentence shown on the tool’s card.';
  tooLong('description', 'description', 400);
  tooLong('tagline', 'tagline', 160);
  tooLong('summary', 'search description', 160);
  const about = paragraphs(values.about ?? '');
  if (about.length > 6) errors.about = `Keep it to 6 paragraphs or fewer (now ${about.length}).`;
  else if (about.some((p) => p.length > 1200)) errors.about = 'Keep each paragraph to 1200 characters or fewer.';
  const features = lines(values.features ?? '');
  if (features.length > 12) errors.features = `List 12 features or fewer (now ${features.length}).`;
  else if (features.some((f) => f.length > 200)) errors.features = 'Keep each feature to 200 characters or fewer.';
  return errors;
}

/**
 * The field an api refusal is about, with the product's words: the slug taken by another tool, or
 * the first field named in an 'Invalid body: …' message. Anything else stays a message for the page.
 */
export function apiErrorToField(message: string): { field: ToolField; message: string } | null {
  const taken = /^A tool with the slug (\S+) already exists$/.exec(message);
  if (taken)
    return {
      field: 'slug',
      message: `Another tool already uses ${taken[1]}; choose a different slug, or restore that tool if it is retired.`,
    };
  const invalid = /^Invalid body: (\w+)/.exec(message);
  if (!invalid) return null;
  const field = TOOL_FIELDS.find((f) => f === invalid[1]);
  return field ? { field, message: 'Check this field: the server did not accept it.' } : null;
}

/** The typed values of the tool form, as strings, for showing them again. */
export function toolFormValues(form: FormData): ToolFormValues {
  const values: ToolFormValues = {};
  for (const field of [...TOOL_FIELDS, 'featured'] as const) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The action's answer to a refused tool form: errors by field, what was typed, or a message for the page. */
export type ToolFormFailure = { errors?: ToolFieldErrors; values?: ToolFormValues; message?: string };

/** Checks the form, then turns an api refusal into the same shape; `null` when the form is fine to send. */
export function checkToolForm(form: FormData): ToolFormFailure | null {
  const values = toolFormValues(form);
  const errors = toolFieldErrors(values);
  return Object.keys(errors).length > 0 ? { errors, values } : null;
}

export function toolApiFailure(form: FormData, message: string): ToolFormFailure {
  const values = toolFormValues(form);
  const field = apiErrorToField(message);
  if (field) return { errors: { [field.field]: field.message }, values };
  // Never the api's raw 'Invalid body: …': say what happened and what to do.
  return { values, message: /^Invalid /.test(message) ? 'The tool could not be saved: reload the page and try again.' : message };
}
