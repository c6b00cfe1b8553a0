import { Button, defaultTableState, type TableState } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminTool } from './schemas';
import { ToolCatalogueTable, toolsView } from './ToolCatalogue';

const CATEGORIES = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
const NAMES = [
  'Alt Text',
  'Multi-lingual Audio',
  'AI Summary',
  'Math to Speech',
  'AI Review',
  'Image Duplication Checks',
  'LLM as Judge',
  'Reviewer Finder',
  'Paper Remix',
  'Gen AI Search',
  'Chat with Paper',
  'Concept Extraction',
  'Rejections Analyzer',
  'Correlation Tool',
  'Plug & Play Widget',
  'LMS Connector',
];
const tool = (name: string, index: number, overrides: Partial<AdminTool> = {}): AdminTool => ({
  id: `t${index}`,
  slug: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, ''),
  name,
  category: CATEGORIES[Math.min(4, Math.floor(index / 4))]!,
  tagline: '',
  description: `${name} for publishers.`,
  status: index % 3 === 2 ? 'coming-soon' : 'available',
  featured: index % 4 === 0,
  sortOrder: index % 4,
  demo: null,
  appPath: null,
  summary: '',
  about: [],
  features: [],
  audience: [],
  sample: null,
  related: [],
  updatedAt: '2026-05-01T00:00:00.000Z',
  retiredAt: null,
  ...overrides,
});
/** A catalogue in the api's order (category, then order): two pages, one tool hidden, one retired. */
const CATALOGUE: AdminTool[] = [
  ...NAMES.map((name, index) => tool(name, index)),
  tool('Citation Guard', 16, { category: 'Peer Review', status: 'coming-soon', retiredAt: '2026-05-03T10:00:00.000Z' }),
  tool('Reference Sentinel', 17, { category: 'Document Analytics', status: 'hidden' }),
];

/** The page in miniature: the view in React state (the site keeps it in the URL), cut by `toolsView` as the loader does. */
function Catalogue({
  tools = CATALOGUE,
  initialState = {},
  initialHidden = [],
  loading = false,
}: {
  tools?: AdminTool[];
  initialState?: Partial<TableState>;
  initialHidden?: string[];
  loading?: boolean;
}) {
  const [state, setState] = useState<TableState>({ ...defaultTableState(), ...initialState });
  const [hidden, setHidden] = useState<string[]>(initialHidden);
  const { rows, total } = toolsView(tools, state);
  return (
    <ToolCatalogueTable
      rows={loading ? [] : rows}
      total={loading ? 0 : total}
      loading={loading}
      state={state}
      onStateChange={setState}
      hiddenColumns={hidden}
      onHiddenColumnsChange={setHidden}
      restore={(row) => (
        <Button type="button" size="sm" variant="secondary" aria-label={`Restore ${row.name}`}>
          Restore
        </Button>
      )}
    />
  );
}

const meta = {
  title: 'site/admin/ToolCatalogueTable',
  component: Catalogue,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue in its own order (category, then order), ten to a page. */
export const TwoPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('AI Review');
  },
};

/** A retired tool: its date and Restore in the Status column, no page on the site. */
export const RetiredWithRestore: Story = {
  args: { initialState: { filters: { status: 'retired' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Retired 2026-05-03')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Restore Citation Guard' })).toBeInTheDocument();
    await expect(canvas.getByText('—')).toBeInTheDocument();
  },
};

/** A search that finds nothing. */
export const NothingFound: Story = {
  args: { initialState: { search: 'telescope' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeInTheDocument();
  },
};

/** Columns hidden by this person (kept on the server for their next visit). */
export const ColumnsHidden: Story = {
  args: { initialHidden: ['featured', 'page'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Columns, 2 hidden' })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Featured' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Tool catalogue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A phone: the name stays in view while the other columns scroll under it. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tool catalogue' })).toHaveAttribute('tabindex', '0');
  },
};
