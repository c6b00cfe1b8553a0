import type { ScriptGrounding, ScriptOutput } from '@paperlight/api-client';
import { createFakePdfLoader } from '@paperlight/pdf-viewer/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe, groundedScriptOutput, paperLines, QUOTES, renderWithProviders, scriptOutput, storyboardOutput } from '../test';
import { GroundingSummary, narrationFingerprint } from './GroundingSummary';
import { PaperSourceProvider, type PaperSource } from './paperSource';
import { ScriptModal } from './ScriptModal';
import { SourcesLink } from './SourcesLink';
import { firstSourcePage } from './SourceViewer';
import { StoryboardModal } from './StoryboardModal';

const PDF_URL = 'https://api.example/files/projects/p1/in/paper.pdf?expires=1&sig=x';

function paper(overrides: Partial<PaperSource> = {}): PaperSource & { loadUrl: ReturnType<typeof vi.fn> } {
  return {
    title: 'Recognising Products at the Unmanned Kiosk',
    loadUrl: vi.fn(async () => PDF_URL),
    loader: createFakePdfLoader({ pages: 4, lines: paperLines }),
    ...overrides,
  } as never;
}

/** Renders inside a paper source and lets a modal's 500 ms skeleton (SPEC §9) pass. */
function show(ui: ReactElement, source: PaperSource | null = paper()) {
  const rendered = renderWithProviders(<PaperSourceProvider value={source}>{ui}</PaperSourceProvider>);
  act(() => rendered.clock.advance(500));
  return rendered;
}

const page = (n: number, of = 4) => screen.getByRole('group', { name: `Page ${n} of ${of}` });

describe('SourcesLink', () => {
  it('stays plain text where no paper can be opened', () => {
    show(<SourcesLink sources={scriptOutput.slides[0]!.sources} label="Slide 1" />, null);
    expect(screen.getByText('From the paper: pp. 1–2 · Introduction').tagName).toBe('P');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing without sources', () => {
    const { container } = show(<SourcesLink sources={undefined} label="Slide 1" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the paper at the source’s page with its sentence highlighted', async () => {
    const source = paper();
    const { user } = show(<SourcesLink sources={scriptOutput.slides[1]!.sources} label="Slide 2" />, source);
    const link = screen.getByRole('button', { name: 'From the paper: p. 4 · Method · Figure 2' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Slide 2: from the paper' });
    expect(source.loadUrl).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByTestId('source-quote')).toHaveTextContent(QUOTES.detector.text);
    expect(await within(dialog).findByRole('region', { name: 'PDF: Recognising Products at the Unmanned Kiosk' })).toBeInTheDocument();
    // The sentence's two lines on page 4, and nothing on the other pages.
    expect(await within(page(4)).findAllByTestId('pdf-highlight')).toHaveLength(2);
    expect(within(page(1)).queryByTestId('pdf-highlight')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Escape closes the viewer and leaves focus on the link.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('opens with Enter, and steps through several sentences with Previous and Next', async () => {
    const { user } = show(<SourcesLink sources={scriptOutput.slides[0]!.sources} label="Slide 1" />);
    screen.getByRole('button', { name: 'From the paper: pp. 1–2 · Introduction' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Slide 1: from the paper' });
    const sentences = within(dialog).getByRole('group', { name: 'Sentences of the paper' });
    expect(sentences).toHaveTextContent('Sentence 1 of 2');
    expect(within(sentences).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(await within(page(2)).findAllByTestId('pdf-highlight')).toHaveLength(3);
    await user.click(within(sentences).getByRole('button', { name: 'Next' }));
    expect(sentences).toHaveTextContent('Sentence 2 of 2');
    expect(within(dialog).getByTestId('source-quote')).toHaveTextContent(QUOTES.shelf.text);
    expect(await within(page(1)).findAllByTestId('pdf-highlight')).toHaveLength(2);
    await waitFor(() => expect(within(page(2)).queryByTestId('pdf-highlight')).not.toBeInTheDocument());
    expect(within(sentences).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says so when the sentence is not in the PDF’s text, and shows its page', async () => {
    const { user } = show(
      <SourcesLink
        sources={{ pages: [3], quotes: [{ text: 'A sentence the reader changed beyond recognition.', page: 3 }] }}
        label="Scene 2"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'From the paper: p. 3' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This sentence could not be found in the PDF’s text; page 3 is shown.');
    expect(screen.queryByTestId('pdf-highlight')).not.toBeInTheDocument();
  });

  it('opens a result made before quotes existed at its first page', async () => {
    const { user } = show(<SourcesLink sources={{ pages: [3, 4], section: 'Method' }} label="Slide 3" />);
    await user.click(screen.getByRole('button', { name: 'From the paper: pp. 3–4 · Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slide 3: from the paper' });
    expect(await within(dialog).findByRole('group', { name: 'Page 3 of 4' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('source-quote')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Sentences of the paper' })).not.toBeInTheDocument();
    expect(firstSourcePage({ pages: [4, 3] })).toBe(3);
    expect(firstSourcePage({ pages: [1, 2], quotes: [{ text: 'x', page: 2 }] })).toBe(2);
    expect(firstSourcePage({ pages: [] })).toBeNull();
  });

  it("shows 'PDF not available' when the paper's link cannot be had", async () => {
    const { user } = show(
      <SourcesLink sources={scriptOutput.slides[1]!.sources} label="Slide 2" />,
      paper({ loadUrl: vi.fn(async () => Promise.reject(new Error('403'))) }),
    );
    expect(screen.getByRole('button', { name: /From the paper/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /From the paper/ }));
    expect(await screen.findByText('PDF not available')).toBeInTheDocument();
  });
});

const withGrounding = (grounding: ScriptGrounding, script: ScriptOutput = scriptOutput): ScriptOutput => ({ ...script, grounding });

describe('GroundingSummary', () => {
  it('counts the sentences that trace to the paper', () => {
    renderWithProviders(
      <GroundingSummary
        script={withGrounding({ traced: 5, total: 5, untraced: [], method: 'source', narrationHash: narrationFingerprint(scriptOutput) })}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Grounding in the paper' });
    expect(summary).toHaveTextContent('5 of 5 narration sentences trace to the paper');
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
  });

  it('flags for review the sentences that trace to nothing, with where they are', () => {
    renderWithProviders(
      <GroundingSummary
        script={withGrounding({
          traced: 3,
          total: 5,
          untraced: [
            { part: 'opening', text: 'Kiosks are the future.' },
            { part: 2, text: 'Shoppers love them.' },
          ],
          method: 'overlap',
        })}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Grounding in the paper' });
    expect(summary).toHaveTextContent('3 of 5 narration sentences trace to the paper');
    expect(summary).toHaveTextContent('Check these 2 sentences: they trace to nothing in the paper.');
    const items = within(within(summary).getByRole('list', { name: 'Sentences to review' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Opening:Kiosks are the future.', 'Slide 2:Shoppers love them.']);
  });

  it('shows nothing for a script without a grounding', () => {
    const { container } = renderWithProviders(<GroundingSummary script={scriptOutput} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the figures are the engine version’s after an edit, and drops flagged sentences the edit removed', () => {
    // groundedScriptOutput's second slide ends on a flagged sentence; the user rewrites that slide.
    const edited: ScriptOutput = {
      ...groundedScriptOutput,
      slides: groundedScriptOutput.slides.map((slide) =>
        slide.number === 2 ? { ...slide, narration: 'A fine-tuned detector classifies retail objects in real time.' } : slide,
      ),
    };
    renderWithProviders(<GroundingSummary script={edited} />);
    const summary = screen.getByRole('region', { name: 'Grounding in the paper' });
    expect(summary).toHaveTextContent('4 of 5 narration sentences trace to the paper in the version the engine wrote');
    expect(summary).toHaveTextContent('The narration was edited since: edited sentences are not checked against the paper.');
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
  });

  it('matches the engine’s fingerprint of the narration (same test vectors as the worker)', () => {
    const script = {
      opening: { narration: 'Hello.' },
      slides: [{ number: 1, heading: 'H', narration: 'A kiosk.', is_technical: false }],
      closing: { narration: 'Bye.' },
    };
    expect(narrationFingerprint(script)).toBe('aa5849d3');
    expect(narrationFingerprint({ opening: { narration: '' }, slides: [], closing: { narration: '' } })).toBe('0f0c6cdd');
  });
});

describe('the script and storyboard modals', () => {
  it('head the script with its grounding and link every slide to the paper', async () => {
    show(<ScriptModal open execution={{ jsonOutput: groundedScriptOutput }} />);
    const dialog = screen.getByRole('dialog', { name: 'Script' });
    expect(within(dialog).getByRole('region', { name: 'Grounding in the paper' })).toHaveTextContent(
      '4 of 5 narration sentences trace to the paper' +
        'Check this sentence: it traces to nothing in the paper.' +
        'Slide 2:Shoppers say it is the best kiosk they have ever used.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Slide 1' })).getByRole('button', { name: 'From the paper: pp. 1–2 · Introduction' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Slide 2' })).getByRole('button', { name: 'From the paper: p. 4 · Method · Figure 2' }),
    ).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('open a scene’s source from the storyboard, over the storyboard', async () => {
    const { user } = show(<StoryboardModal open execution={{ jsonOutput: storyboardOutput }} />);
    await user.click(
      within(screen.getByRole('region', { name: 'Scene 1' })).getByRole('button', { name: 'From the paper: pp. 1–2 · Introduction' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Scene 1: from the paper' })).toBeInTheDocument();
    expect(await within(page(2)).findAllByTestId('pdf-highlight')).toHaveLength(3);
  });
});
