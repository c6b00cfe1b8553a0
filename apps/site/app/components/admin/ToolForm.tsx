import { Button } from '@paperlight/ui-kit';
import { Form } from '@remix-run/react';
import * as admin from './admin.css';
import { SUITE_TABS, TOOL_STATUSES, type AdminTool } from './schemas';

const STATUS_LABEL: Record<string, string> = { active: 'Active (Explore)', notify: 'Notify Me', soon: 'Coming soon' };

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
          Slug
          <input className={admin.control} name="slug" defaultValue={tool?.slug} required maxLength={60} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        </label>
        <label className={admin.field}>
          Suite tab
          <select className={admin.control} name="suiteTab" defaultValue={tool?.suiteTab ?? SUITE_TABS[0]}>
            {SUITE_TABS.map((tab) => <option key={tab} value={tab}>{tab}</option>)}
          </select>
        </label>
        <label className={admin.field}>
          Category badge
          <input className={admin.control} name="categoryBadge" defaultValue={tool?.categoryBadge} required maxLength={40} />
        </label>
        <label className={admin.field}>
          Link (empty shows Notify Me)
          <input className={admin.control} name="link" defaultValue={tool?.link ?? ''} maxLength={300} placeholder="/tools/alt-text" />
        </label>
        <label className={admin.field}>
          Status
          <select className={admin.control} name="status" defaultValue={tool?.status ?? 'active'}>
            {TOOL_STATUSES.map((status) => <option key={status} value={status}>{STATUS_LABEL[status]}</option>)}
          </select>
        </label>
        <label className={admin.field}>
          Order
          <input className={admin.control} type="number" name="sortOrder" min={0} max={10000} defaultValue={tool?.sortOrder ?? 0} required />
        </label>
        <label className={admin.field}>
          <span>
            <input type="checkbox" name="featured" defaultChecked={tool?.featured} /> Featured in the showcase
          </span>
        </label>
      </div>
      <label className={admin.field}>
        Description
        <textarea className={admin.control} name="description" defaultValue={tool?.description} rows={3} maxLength={400} />
      </label>
      <div>
        <Button type="submit" loading={busy}>{submitLabel}</Button>
      </div>
    </Form>
  );
}

/** The api's body from the form; the api checks every field. */
export function toolBody(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const link = text('link').trim();
  return {
    name: text('name'),
    slug: text('slug'),
    suiteTab: text('suiteTab'),
    categoryBadge: text('categoryBadge'),
    description: text('description'),
    link: link === '' ? null : link,
    status: text('status'),
    sortOrder: Number(text('sortOrder')),
    featured: form.get('featured') === 'on',
  };
}
