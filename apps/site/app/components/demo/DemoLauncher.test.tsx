import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../landing/axe';
import { showcaseTool } from '#app/test/catalogue.ts';
import type { GenerateRequest, ShowcaseTool } from '../landing/ToolsShowcase/showcase';
import { DemoLauncher, type AudioOptionsDialogLoader, type AudioOptionsDialogProps } from './DemoLauncher';
import type { DemoLoader, DemoProps } from './demos';
import { DEMO_MARKS } from './lazyDemo';

const tool = (id: ShowcaseTool['id']) => showcaseTool(id);
const request = (id: ShowcaseTool['id'], sampleIndex = 0): GenerateRequest => ({ tool: tool(id), sample: tool(id).samples[sampleIndex]! });

function FakeDemo({ sampleId, signUpUrl, options }: DemoProps) {
  return (
    <section aria-label="Fake demo">
      <h3>Results for {sampleId}</h3>
      <a href={signUpUrl} target="_blank" rel="noreferrer">
        Try your file
      </a>
      <output>{options ? JSON.stringify(options) : 'no options'}</output>
    </section>
  );
}

/** A loader that resolves when told, to see the skeleton. */
function deferredLoader() {
  let resolve!: () => void;
  const gate = new Promise<void>((done) => (resolve = done));
  const loader: DemoLoader = vi.fn(async () => {
    await gate;
    return { default: FakeDemo };
  });
  return { loader, resolve };
}

/** The contract of `@paperlight/demo-audio`: 'Generate Audio' calls onGenerate, then onOpenChange(false). */
function FakeAudioOptions({ open, sampleId, onOpenChange, onGenerate }: AudioOptionsDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Select Audio Type">
      <p>Preset for {sampleId}</p>
      <button
        type="button"
        onClick={() => {
          onGenerate({ audioType: 'summary', language: 'de', voice: 'female' });
          onOpenChange(false);
        }}
      >
        Generate Audio
      </button>
      <button type="button" onClick={() => onOpenChange(false)}>
        Cancel
      </button>
    </div>
  );
}
const audioDialog: AudioOptionsDialogLoader = async () => ({ default: FakeAudioOptions });

function Harness({ initial, demos }: { initial: GenerateRequest | null; demos: Partial<Record<string, DemoLoader>> }) {
  const [current, setCurrent] = useState<GenerateRequest | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setCurrent(request('alt-text', 1))}>
        Generate Now
      </button>
      <p>open: {current ? current.tool.id : 'none'}</p>
      <DemoLauncher
        request={current}
        onClose={() => setCurrent(null)}
        signUpUrl="/auth/signup"
        demos={demos}
        stylesheets={{}}
        audioOptionsDialog={audioDialog}
      />
    </>
  );
}

const setup = (
  initial: GenerateRequest | null,
  demos: Partial<Record<string, DemoLoader>> = { 'alt-text': async () => ({ default: FakeDemo }) },
) => ({
  user: userEvent.setup(),
  ...render(<Harness initial={initial} demos={demos} />),
});

describe('DemoLauncher', () => {
  it('renders nothing on the server or while no demo is asked for', () => {
    expect(renderToStaticMarkup(<DemoLauncher request={null} onClose={() => {}} signUpUrl="/auth/signup" />)).toBe('');
    setup(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe("given 'Generate Now' for a tool with a demo", () => {
    it('opens the bottom sheet with a skeleton, then the demo with the chosen sample and the sign-up URL', async () => {
      const { loader, resolve } = deferredLoader();
      const { user } = setup(null, { 'alt-text': loader });
      performance.clearMarks();
      await user.click(screen.getByRole('button', { name: 'Generate Now' }));
      const sheet = screen.getByRole('dialog', { name: 'Alt Text demo · Anatomy' });
      expect(within(sheet).getByRole('status')).toHaveTextContent('Loading the demo');
      expect(performance.getEntriesByName(DEMO_MARKS.open)).toHaveLength(1);
      resolve();
      expect(await within(sheet).findByRole('heading', { name: 'Results for anatomy' })).toBeInTheDocument();
      expect(within(sheet).getByRole('link', { name: 'Try your file' })).toHaveAttribute('href', '/auth/signup');
      expect(within(sheet).getByText('no options')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(performance.getEntriesByName(DEMO_MARKS.painted)).toHaveLength(1));
      expect(performance.getEntriesByName(DEMO_MARKS.codeLoaded)).toHaveLength(1);
    });

    it('locks page scrolling while open and closes with its close button', async () => {
      const { user } = setup(request('alt-text'));
      await screen.findByRole('heading', { name: 'Results for medicine' });
      expect(document.body).toHaveAttribute('data-scroll-locked');
      await user.click(screen.getByRole('button', { name: 'Close demo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('open: none')).toBeInTheDocument();
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
    });

    it('reuses the loaded code when the demo opens again', async () => {
      const loader = vi.fn<DemoLoader>(async () => ({ default: FakeDemo }));
      const { user } = setup(null, { 'alt-text': loader });
      await user.click(screen.getByRole('button', { name: 'Generate Now' }));
      await screen.findByRole('heading', { name: 'Results for anatomy' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Generate Now' }));
      expect(screen.getByRole('heading', { name: 'Results for anatomy' })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it('has no axe violations when open', async () => {
      setup(request('alt-text'));
      await screen.findByRole('heading', { name: 'Results for medicine' });
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('given a tool without a demo', () => {
    it("shows 'Unknown Tool' in the sheet", async () => {
      setup(request('paper-remix'), {});
      const sheet = screen.getByRole('dialog', { name: 'Paper Remix demo · Retail object classification for unmanned kiosks' });
      expect(within(sheet).getByRole('heading', { name: 'Unknown Tool' })).toBeInTheDocument();
    });
  });

  describe('given the demo code fails to load', () => {
    it("says so and 'Try Again' loads it again", async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      let fail = true;
      const loader: DemoLoader = async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: FakeDemo };
      };
      const { user } = setup(request('alt-text'), { 'alt-text': loader });
      expect(await screen.findByRole('heading', { name: 'The demo could not be loaded' })).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { name: 'Results for medicine' })).toBeInTheDocument();
      error.mockRestore();
    });
  });

  describe('given Multi-lingual Audio', () => {
    const demos = { 'multi-lingual-audio': async () => ({ default: FakeDemo }) };

    it("shows the audio options first; 'Generate Audio' opens the overlay with those options", async () => {
      const { user } = setup(request('multi-lingual-audio', 1), demos);
      expect(await screen.findByText('Preset for health-science')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: /Multi-lingual Audio demo ·/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Generate Audio' }));
      const sheet = await screen.findByRole('dialog', { name: 'Multi-lingual Audio demo · Health Science' });
      expect(await within(sheet).findByText('{"audioType":"summary","language":"de","voice":"female"}')).toBeInTheDocument();
      expect(screen.queryByText('Preset for health-science')).toBeNull();
      expect(screen.getByText('open: multi-lingual-audio')).toBeInTheDocument();
    });

    it('closing the options dialog opens nothing', async () => {
      const { user } = setup(request('multi-lingual-audio'), demos);
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('open: none')).toBeInTheDocument();
    });
  });
});
