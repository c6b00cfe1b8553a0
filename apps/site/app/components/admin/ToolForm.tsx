import { Button } from '@paperlight/ui-kit';
import { Form } from '@remix-run/react';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import * as admin from './admin.css';
import { TOOL_CATEGORIES, TOOL_STATUSES, type AdminTool } from './schemas';
import { TOOL_FIELDS, type ToolField, type ToolFieldErrors, type ToolFormValues } from './toolFormErrors';

/** What each status does on the public site (decision 0040). */
export const STATUS_LABEL: Record<(typeof TOOL_STATUSES)[number], string> = {
  available: 'Available (Explore, Try or Book a demo)',
  'coming-soon': 'Coming soon (Notify Me)',
  hidden: 'Hidden (not on the site)',
};

interface FieldProps {
  id: string;
  name: ToolField;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A label, its control and, right under it, the control's error (linked by aria-describedby). */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: ToolField;
  label: ReactNode;
  error?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `tool-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={admin.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        className: error ? admin.controlInvalid : admin.controlFill,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className={admin.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The fields of a tool in the catalogue. The site checks them before the api does (which checks
 * again); each error sits under its field and the first field in error gets the focus.
 */
export function ToolForm({
  tool,
  submitLabel,
  busy,
  errors = {},
  values,
  formComponent: FormComponent = Form,
}: {
  tool?: AdminTool;
  submitLabel: string;
  busy: boolean;
  errors?: ToolFieldErrors;
  /** What was typed in a refused submission; shown again so nothing is lost. */
  values?: ToolFormValues;
  /** Remix's `Form` on the site; stories pass 'form'. */
  formComponent?: ElementType;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const first = TOOL_FIELDS.find((field) => errors[field]);
  useEffect(() => {
    if (!first) return;
    const control = formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [errors, first]);
  const initial = (field: ToolField, fromTool: string | undefined) => values?.[field] ?? fromTool;
  const count = TOOL_FIELDS.filter((field) => errors[field]).length;
  return (
    <FormComponent method="post" className={admin.section} ref={formRef} noValidate>
      <input type="hidden" name="intent" value="save" />
      {count > 0 ? (
        <p className={admin.message}>
          {count === 1
            ? 'One field needs a change before the tool can be saved.'
            : `${count} fields need a change before the tool can be saved.`}
        </p>
      ) : null}
      <div className={admin.formGrid}>
        <Field name="name" label="Name" error={errors.name}>
          {(props) => <input {...props} defaultValue={initial('name', tool?.name)} required maxLength={80} />}
        </Field>
        <Field name="slug" label="Slug (the page is /tools/slug)" error={errors.slug}>
          {(props) => <input {...props} defaultValue={initial('slug', tool?.slug)} required autoCapitalize="none" spellCheck={false} />}
        </Field>
        <Field name="category" label="Category (its Full AI Suite tab)" error={errors.category}>
          {(props) => (
            <select {...props} defaultValue={initial('category', tool?.category) ?? TOOL_CATEGORIES[0]}>
              {TOOL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="status" label="Status" error={errors.status}>
          {(props) => (
            <select {...props} defaultValue={initial('status', tool?.status) ?? 'coming-soon'}>
              {TOOL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="appPath" label="Where signed-in users use it (empty offers Book a demo)" error={errors.appPath}>
          {(props) => <input {...props} defaultValue={initial('appPath', tool?.appPath ?? '')} placeholder="/dashboard" />}
        </Field>
        <Field name="sortOrder" label="Order" error={errors.sortOrder}>
          {(props) => <input {...props} inputMode="numeric" defaultValue={initial('sortOrder', String(tool?.sortOrder ?? 0))} required />}
        </Field>
        <div className={admin.field}>
          <label>
            <input type="checkbox" name="featured" defaultChecked={values ? values.featured === 'on' : tool?.featured} /> Featured (AI Tools
            in Action and Top AI Tools)
          </label>
        </div>
      </div>
      <Field name="description" label="Description (the card)" error={errors.description}>
        {(props) => <textarea {...props} defaultValue={initial('description', tool?.description)} rows={2} required />}
      </Field>
      <Field name="tagline" label="Tagline (under the page title)" error={errors.tagline}>
        {(props) => <input {...props} defaultValue={initial('tagline', tool?.tagline)} />}
      </Field>
      <Field name="summary" label="Search description (at most 160 characters)" error={errors.summary}>
        {(props) => <input {...props} defaultValue={initial('summary', tool?.summary)} />}
      </Field>
      <Field name="about" label="What it does (one paragraph per blank line)" error={errors.about}>
        {(props) => <textarea {...props} defaultValue={initial('about', tool?.about.join('\n\n'))} rows={5} />}
      </Field>
      <Field name="features" label="Features (one per line)" error={errors.features}>
        {(props) => <textarea {...props} defaultValue={initial('features', tool?.features.join('\n'))} rows={4} />}
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}

const split = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The api's body from the form; the api checks every field. Audience, sample and related tools keep their values. */
export function toolBody(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const appPath = text('appPath').trim();
  return {
    name: text('name'),
    slug: text('slug'),
    category: text('category'),
    status: text('status'),
    appPath: appPath === '' ? null : appPath,
    sortOrder: Number(text('sortOrder')),
    featured: form.get('featured') === 'on',
    description: text('description'),
    tagline: text('tagline'),
    summary: text('summary'),
    about: split(text('about'), /\r?\n\s*\r?\n/),
    features: split(text('features'), /\r?\n/),
  };
}
