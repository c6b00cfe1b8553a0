import { Button } from '@paperlight/ui-kit';
import { Form } from '@remix-run/react';
import * as admin from './admin.css';
import { TOOL_CATEGORIES, TOOL_STATUSES, type AdminTool } from './schemas';

/** What each status does on the public site (decision 0040). */
export const STATUS_LABEL: Record<(typeof TOOL_STATUSES)[number], string> = {
  available: 'Available (Explore, Try or Book a demo)',
  'coming-soon': 'Coming soon (Notify Me)',
  hidden: 'Hidden (not on the site)',
};

/** The fields of a tool in the catalogue; the api validates them again. */
export function ToolForm({ tool, submitLabel, busy }: { tool?: AdminTool; submitLabel: string; busy: boolean }) {
  return (
    <Form method="post" className={admin.section}>
      <input type="hidden" name="intent" value="save" />
      <div className={admin.formGrid}>
        <label className={admin.field}>
          Name
          <input className={admin.control} name="name" defaultValue={tool?.name} required maxLength={80} />
        </label>
        <label className={admin.field}>
          Slug (the page is /tools/slug)
          <input className={admin.control} name="slug" defaultValue={tool?.slug} required maxLength={60} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        </label>
        <label className={admin.field}>
          Category (its Full AI Suite tab)
          <select className={admin.control} name="category" defaultValue={tool?.category ?? TOOL_CATEGORIES[0]}>
            {TOOL_CATEGORIES.map((category) => <option key={category} value={category}>{category}</option>)}
          </select>
        </label>
        <label className={admin.field}>
          Status
          <select className={admin.control} name="status" defaultValue={tool?.status ?? 'coming-soon'}>
            {TOOL_STATUSES.map((status) => <option key={status} value={status}>{STATUS_LABEL[status]}</option>)}
          </select>
        </label>
        <label className={admin.field}>
          Where signed-in users use it (empty offers Book a demo)
          <input className={admin.control} name="appPath" defaultValue={tool?.appPath ?? ''} maxLength={300} placeholder="/dashboard" />
        </label>
        <label className={admin.field}>
          Order
          <input className={admin.control} type="number" name="sortOrder" min={0} max={10000} defaultValue={tool?.sortOrder ?? 0} required />
        </label>
        <label className={admin.field}>
          <span>
            <input type="checkbox" name="featured" defaultChecked={tool?.featured} /> Featured (AI Tools in Action and Top AI Tools)
          </span>
        </label>
      </div>
      <label className={admin.field}>
        Description (the card)
        <textarea className={admin.control} name="description" defaultValue={tool?.description} rows={2} maxLength={400} required />
      </label>
      <label className={admin.field}>
        Tagline (under the page title)
        <input className={admin.control} name="tagline" defaultValue={tool?.tagline} maxLength={160} />
      </label>
      <label className={admin.field}>
        Search description (at most 160 characters)
        <input className={admin.control} name="summary" defaultValue={tool?.summary} maxLength={160} />
      </label>
      <label className={admin.field}>
        What it does (one paragraph per blank line)
        <textarea className={admin.control} name="about" defaultValue={tool?.about.join('\n\n')} rows={5} />
      </label>
      <label className={admin.field}>
        Features (one per line)
        <textarea className={admin.control} name="features" defaultValue={tool?.features.join('\n')} rows={4} />
      </label>
      <div>
        <Button type="submit" loading={busy}>{submitLabel}</Button>
      </div>
    </Form>
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
