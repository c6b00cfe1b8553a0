import { createFakePdfLoader } from '@paperlight/pdf-viewer/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSampleAdapter } from '../PaperRemixSampleDemo';
import { fakeAdapter, paperLines, renderWithProviders, sampleProject } from '../test';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const card = (name: string) => screen.getByRole('article', { name });

/** Opens a node's result and lets its 500 ms skeleton (SPEC §9) pass. */
async function view(
  name: string,
  user: ReturnType<typeof renderWithProviders>['user'],
  clock: ReturnType<typeof renderWithProviders>['clock'],
) {
  await user.click(within(card(name)).getByRole('button', { name: 'View' }));
  act(() => clock.advance(500));
}

describe('PaperRemixCanvas sources (issue 15)', () => {
  it("opens a registered user's own paper, through the api's preview of the input node, from a script's slide", async () => {
    const { adapter } = fakeAdapter();
    const pdfLoader = createFakePdfLoader({ pages: 4, lines: paperLines });
    const { user, clock } = renderWithProviders(
      <PaperRemixCanvas project={{ ...sampleProject, autoSaveEnabled: false }} adapter={adapter} layout="list" pdfLoader={pdfLoader} />,
    );
    await view('Script', user, clock);
    await user.click(
      within(screen.getByRole('region', { name: 'Slide 2' })).getByRole('button', { name: 'From the paper: p. 4 · Method · Figure 2' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Slide 2: from the paper' });
    expect(adapter.preview).toHaveBeenCalledWith('sample-retail', 'srv-paperInput');
    expect(pdfLoader.opened).toEqual(['https://files.example/paper.pdf']);
    expect(await within(viewer).findAllByTestId('pdf-highlight')).toHaveLength(2);
  });

  it('opens it from a storyboard too, two steps below the input', async () => {
    const { adapter } = fakeAdapter();
    const { user, clock } = renderWithProviders(
      <PaperRemixCanvas
        project={{ ...sampleProject, autoSaveEnabled: false }}
        adapter={adapter}
        layout="list"
        pdfLoader={createFakePdfLoader({ pages: 4, lines: paperLines })}
      />,
    );
    await view('Storyboard', user, clock);
    await user.click(screen.getByRole('button', { name: 'From the paper: pp. 1–2 · Introduction' }));
    expect(await screen.findByRole('dialog', { name: 'Scene 1: from the paper' })).toBeInTheDocument();
    expect(adapter.preview).toHaveBeenCalledWith('sample-retail', 'srv-paperInput');
  });

  it("opens the guest sample's PDF read-only, without asking to sign up", async () => {
    const onLocked = vi.fn();
    const pdfLoader = createFakePdfLoader({ pages: 4, lines: paperLines });
    const { user, clock } = renderWithProviders(
      <PaperRemixCanvas
        project={sampleProject}
        mode="guest"
        adapter={createSampleAdapter(sampleProject)}
        onLocked={onLocked}
        pdfLoader={pdfLoader}
      />,
    );
    await view('Script', user, clock);
    await user.click(screen.getByRole('button', { name: 'From the paper: pp. 1–2 · Introduction' }));
    expect(await screen.findByRole('dialog', { name: 'Slide 1: from the paper' })).toBeInTheDocument();
    expect(pdfLoader.opened).toEqual(['https://api.example.test/samples/paper-remix/assets/retail-kiosk.pdf']);
    expect(onLocked).not.toHaveBeenCalled();
  });

  it('keeps the line plain text when the script has no input node to open', async () => {
    const { adapter } = fakeAdapter();
    const project = {
      ...sampleProject,
      autoSaveEnabled: false,
      nodes: sampleProject.nodes.filter((node) => node.clientNodeId !== 'paperInput'),
    };
    const { user, clock } = renderWithProviders(<PaperRemixCanvas project={project} adapter={adapter} layout="list" />);
    await view('Script', user, clock);
    expect(within(screen.getByRole('region', { name: 'Slide 1' })).getByText('From the paper: pp. 1–2 · Introduction').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: /From the paper/ })).not.toBeInTheDocument();
  });
});
