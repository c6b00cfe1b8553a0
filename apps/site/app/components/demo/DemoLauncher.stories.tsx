import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { showcaseTool } from '#app/test/catalogue.ts';
import type { GenerateRequest, ShowcaseTool } from '../landing/ToolsShowcase/showcase';
import { DemoLauncher, type AudioOptionsDialogProps } from './DemoLauncher';
import type { DemoLoader, DemoProps } from './demos';

const tool = (id: ShowcaseTool['id']) => showcaseTool(id);
const request = (id: ShowcaseTool['id'], sampleIndex = 0): GenerateRequest => ({ tool: tool(id), sample: tool(id).samples[sampleIndex]! });

function SampleDemo({ sampleId, signUpUrl, options }: DemoProps) {
  return (
    <div style={{ padding: 32, display: 'grid', gap: 16 }}>
      <h2>Results for the {sampleId} sample</h2>
      {options ? <p>Options: {Object.values(options).join(', ')}</p> : null}
      <a href={signUpUrl} target="_blank" rel="noreferrer">
        Try your file
      </a>
    </div>
  );
}

const loaded: DemoLoader = async () => ({ default: SampleDemo });
const neverLoads: DemoLoader = () => new Promise(() => {});

function AudioOptions({ open, sampleId, onGenerate, onOpenChange }: AudioOptionsDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Select Audio Type" style={{ position: 'fixed', inset: '30% 30%', background: 'white', padding: 24 }}>
      <p>Preset for {sampleId}</p>
      <button
        type="button"
        onClick={() => {
          onGenerate({ audioType: 'full_paper', language: 'en', voice: 'female' });
          onOpenChange(false);
        }}
      >
        Generate Audio
      </button>
    </div>
  );
}

const meta = {
  title: 'site/DemoLauncher',
  component: DemoLauncher,
  parameters: { layout: 'fullscreen' },
  args: {
    request: request('alt-text'),
    onClose: fn(),
    signUpUrl: 'https://sso.example.test/signup',
    demos: { 'alt-text': loaded, 'multi-lingual-audio': loaded },
    stylesheets: {},
    audioOptionsDialog: async () => ({ default: AudioOptions }),
  },
} satisfies Meta<typeof DemoLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { request: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The skeleton while the demo's code loads. */
export const LoadingDemo: Story = {
  args: { demos: { 'alt-text': neverLoads } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Alt Text demo · Medicine' });
    await expect(within(sheet).getByRole('status')).toHaveTextContent('Loading the demo');
  },
};

export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Alt Text demo · Medicine' });
    await expect(await within(sheet).findByRole('heading', { name: 'Results for the medicine sample' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close demo' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const UnknownTool: Story = {
  args: { request: request('gen-ai-search'), demos: {} },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Unknown Tool' })).toBeInTheDocument();
  },
};

/** Multi-lingual Audio: the options dialog first, then the overlay with the chosen options. */
export const AudioOptionsFirst: Story = {
  args: { request: request('multi-lingual-audio') },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Audio' }));
    const sheet = await screen.findByRole('dialog', { name: 'Multi-lingual Audio demo · Medicine' });
    await expect(await within(sheet).findByText('Options: full_paper, en, female')).toBeInTheDocument();
  },
};
