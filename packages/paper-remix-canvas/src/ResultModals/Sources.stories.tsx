import { createFakePdfLoader } from '@paperlight/pdf-viewer/testing';
import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { groundedScriptOutput, NOW, paperLines, QUOTES, scriptOutput, storyboardOutput } from '../test/fixtures';
import { GroundingSummary, narrationFingerprint } from './GroundingSummary';
import { PaperSourceProvider, type PaperSource } from './paperSource';
import { ScriptModal } from './ScriptModal';
import { SourceViewer } from './SourceViewer';
import { StoryboardModal } from './StoryboardModal';

// Modals render in a portal outside the story's canvas.
const screen = within(document.body);

/** A four-page paper drawn by the fake PDF engine, its text holding the fixtures' quotes. */
const paper: PaperSource = {
  title: 'Recognising Products at the Unmanned Kiosk',
  loadUrl: async () => 'https://api.example/files/projects/p1/in/paper.pdf',
  loader: createFakePdfLoader({ pages: 4, lines: paperLines }),
};
const unavailable: PaperSource = { ...paper, loadUrl: () => Promise.reject(new Error('This link has expired')) };

let clock = createFakeClock(NOW);
const skeletonDone = async () => {
  await screen.findByRole('dialog');
  await advanceRendered(clock, 500);
};
const noop = () => {};

const meta = {
  title: 'paper-remix-canvas/ResultModals/Sources',
  component: SourceViewer,
  args: { open: true, onOpenChange: noop, sources: scriptOutput.slides[1]!.sources!, label: 'Slide 2', paper },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof SourceViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The script with its grounding on top and every slide's 'From the paper' line as a control. */
export const ScriptWithSourcesAndGrounding: Story = {
  render: () => (
    <PaperSourceProvider value={paper}>
      <ScriptModal open execution={{ jsonOutput: groundedScriptOutput }} />
    </PaperSourceProvider>
  ),
  play: async () => {
    await skeletonDone();
    await expect(screen.getByRole('region', { name: 'Grounding in the paper' })).toHaveTextContent(
      '4 of 5 narration sentences trace to the paper',
    );
    await expect(screen.getByRole('list', { name: 'Sentences to review' })).toHaveTextContent(
      'Shoppers say it is the best kiosk they have ever used.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'From the paper: p. 4 · Method · Figure 2' }));
    await expect(await screen.findByRole('dialog', { name: 'Slide 2: from the paper' })).toBeInTheDocument();
  },
};

/** Where no paper can be opened (no input node, or a result shown elsewhere): the line stays text. */
export const SourcesAsPlainText: Story = {
  render: () => <StoryboardModal open execution={{ jsonOutput: storyboardOutput }} />,
  play: async () => {
    await skeletonDone();
    await expect(screen.getByText('From the paper: pp. 1–2 · Introduction').tagName).toBe('P');
  },
};

/** The paper open at a slide's page, its sentence highlighted line by line. */
export const ViewerOpenAtPage: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Slide 2: from the paper' });
    await expect(within(dialog).getByTestId('source-quote')).toHaveTextContent(QUOTES.detector.text);
    const page = await within(dialog).findByRole('group', { name: 'Page 4 of 4' });
    await expect(await within(page).findAllByTestId('pdf-highlight')).toHaveLength(2);
  },
};

/** A slide spoken from two sentences of the paper: Previous and Next move the highlight. */
export const ViewerSeveralSentences: Story = {
  args: { sources: scriptOutput.slides[0]!.sources!, label: 'Slide 1' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Slide 1: from the paper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(within(dialog).getByRole('group', { name: 'Sentences of the paper' })).toHaveTextContent('Sentence 2 of 2');
    const page = await within(dialog).findByRole('group', { name: 'Page 1 of 4' });
    await expect(await within(page).findAllByTestId('pdf-highlight')).toHaveLength(2);
  },
};

/** The sentence is not in the PDF's text (the reader changed it): its page is shown, and it says so. */
export const ViewerSentenceNotFound: Story = {
  args: {
    sources: { pages: [3], section: 'Related work', quotes: [{ text: 'A sentence the reader changed beyond recognition.', page: 3 }] },
    label: 'Scene 3',
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'This sentence could not be found in the PDF’s text; page 3 is shown.',
    );
  },
};

/** The user edited the narration after the engine checked it: the figures are the engine version's. */
export const GroundingAfterAnEdit: Story = {
  render: () => (
    <GroundingSummary
      script={{
        ...groundedScriptOutput,
        slides: groundedScriptOutput.slides.map((slide) =>
          slide.number === 2 ? { ...slide, narration: 'A fine-tuned detector classifies retail objects in real time.' } : slide,
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Grounding in the paper' })).toHaveTextContent(
      'The narration was edited since',
    );
  },
};

/** The paper's link could not be had (e.g. the input was deleted). */
export const ViewerPdfNotAvailable: Story = {
  args: { paper: unavailable },
  play: async () => {
    await expect(await screen.findByText('PDF not available')).toBeInTheDocument();
  },
};

/** Every claim of the narration traces to a sentence of the paper (the built-in engine). */
export const GroundingAllTraced: Story = {
  render: () => (
    <GroundingSummary
      script={{
        ...scriptOutput,
        grounding: { traced: 5, total: 5, untraced: [], method: 'source', narrationHash: narrationFingerprint(scriptOutput) },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Grounding in the paper' })).toHaveTextContent(
      '5 of 5 narration sentences trace to the paper',
    );
  },
};

/** A language model's script: two sentences trace to nothing in the paper and are flagged for review. */
export const GroundingNeedsReview: Story = {
  render: () => (
    <GroundingSummary
      script={{
        ...scriptOutput,
        grounding: {
          traced: 9,
          total: 11,
          untraced: [
            { part: 'opening', text: 'Kiosks like these will replace every corner shop within a decade.' },
            { part: 2, text: 'Shoppers say it is the best kiosk they have ever used.' },
          ],
          method: 'overlap',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Grounding in the paper' })).toHaveTextContent(
      'Check these 2 sentences: they trace to nothing in the paper.',
    );
  },
};
