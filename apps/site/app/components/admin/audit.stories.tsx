import type { AuditEntry } from '@paperlight/api-client';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AuditHistory } from './audit';

const at = (iso: string, entry: Partial<AuditEntry>): AuditEntry => ({
  id: iso,
  createdAt: iso,
  actorId: 'u',
  actorEmail: 'admin@paperlight.test',
  action: 'trial.extend',
  targetType: 'user',
  targetId: 'u-theo',
  target: { label: 'Theo Trial (trial2@paperlight.test)', exists: true },
  before: null,
  after: null,
  ...entry,
});

const ENTRIES: AuditEntry[] = [
  at('2026-11-03T13:05:00.000Z', {
    action: 'trial.end',
    before: { trialEndDate: '2026-12-04T00:00:00.000Z' },
    after: { trialEndDate: '2026-11-03T13:05:00.000Z' },
  }),
  at('2026-11-02T09:41:00.000Z', {
    actorEmail: 'sales@paperlight.test',
    before: { trialEndDate: '2026-11-27T00:00:00.000Z' },
    after: { trialEndDate: '2026-12-04T00:00:00.000Z', days: 7 },
  }),
  at('2026-11-01T16:20:00.000Z', { action: 'roles.update', before: { roles: ['sales'] }, after: { roles: ['admin', 'sales'] } }),
  at('2026-10-30T08:00:00.000Z', { action: 'account.sign_out', after: { sessionsEnded: 3 } }),
  at('2026-10-29T08:00:00.000Z', { action: 'account.password_reset', after: { mailed: true } }),
];

const meta = {
  title: 'site/admin/AuditHistory',
  component: AuditHistory,
  args: {
    entries: ENTRIES,
    timeZone: 'Europe/Paris',
    caption: 'Changes to this account, newest first',
    regionLabel: 'Changes to this account',
  },
} satisfies Meta<typeof AuditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user's History: each change in words, dates in the reader's zone ('Trial ends: 4 Dec 2026 → 3 Nov 2026, 14:05'). */
export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Granted Administrator')).toBeInTheDocument();
    await expect(canvas.getByText('Trial ends: 27 Nov 2026 → 4 Dec 2026')).toBeInTheDocument();
  },
};

/** A tool's History: a change of several fields lists one a line. */
export const Tool: Story = {
  args: {
    caption: 'Changes to AI Summary Pro, newest first',
    regionLabel: 'Changes to AI Summary Pro',
    entries: [
      at('2026-11-03T13:05:00.000Z', {
        actorEmail: 'tools@paperlight.test',
        action: 'tool.update',
        targetType: 'tool',
        before: { name: 'AI Summary', status: 'available', featured: false, features: ['Abstracts'] },
        after: { name: 'AI Summary Pro', status: 'coming-soon', featured: true, features: ['Abstracts', 'Lay summaries'] },
      }),
      at('2026-11-01T10:00:00.000Z', {
        actorEmail: 'tools@paperlight.test',
        action: 'tool.retire',
        targetType: 'tool',
        before: {},
        after: {},
      }),
    ],
  },
};

/** No change yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeInTheDocument();
  },
};
