import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaperRemixCanvas } from '../PaperRemixCanvas';
import { axe, chain, emptyProject, fakeAdapter, projectOf, renderWithProviders } from '../test';
import { historyStorageKey } from '../workflow/historyStorage';

afterEach(() => sessionStorage.clear());

describe('the workspace as an application screen (issue 31)', () => {
  it('asks before Templates adds its steps, and adds them as one Undo step', async () => {
    const { adapter } = fakeAdapter();
    const { user } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    const dialog = screen.getByRole('dialog', { name: 'Add the starter workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Add steps' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("opens a result in a panel beside the workflow, which stays usable; another card's View swaps the result; Escape closes it", async () => {
    const { adapter } = fakeAdapter();
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
    const { user, container } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} layout="list" />);
    const scriptView = within(screen.getByRole('article', { name: 'Script' })).getByRole('button', { name: 'View' });
    await user.click(scriptView);
    const panel = screen.getByRole('dialog', { name: 'Script' });
    expect(panel.contains(document.activeElement)).toBe(true);
    // It sits in the workspace, beside the steps, not over the page.
    expect(container.querySelector('section[data-layout]')!.contains(panel)).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Workflow steps' })).getAllByRole('article')).toHaveLength(5);
    // The workflow stays usable: Run and another card's View work with the panel open.
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    await user.click(within(screen.getByRole('article', { name: 'Storyboard' })).getByRole('button', { name: 'View' }));
    expect(screen.queryByRole('dialog', { name: 'Script' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Storyboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    expect(await axe(container)).toHaveNoViolations();
    expect(screen.getByRole('dialog', { name: 'Storyboard' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Storyboard' })).getByRole('button', { name: 'View' })).toHaveFocus();
  });

  it('keeps Undo across a reload of the page', async () => {
    const { adapter } = fakeAdapter();
    const first = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} layout="list" />);
    await first.user.click(screen.getByRole('button', { name: 'Templates' }));
    await first.user.click(screen.getByRole('button', { name: 'Add steps' }));
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(historyStorageKey(emptyProject.id)) ?? 'null')).toEqual({
      past: [{ nodes: [], edges: [] }],
      future: [],
    });
    // The reload: the server now holds the five steps; Undo still takes them away in one step.
    const { nodes, edges } = chain();
    const { user } = renderWithProviders(
      <PaperRemixCanvas project={projectOf(nodes, edges, { id: String(emptyProject.id) })} adapter={adapter} layout="list" />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  it("opens Help inside the workspace with what each step does and the shortcuts; 'Add Nodes' shows the palette", async () => {
    const { adapter } = fakeAdapter();
    const { user, container } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const help = screen.getByRole('complementary', { name: 'Help' });
    expect(within(help).getByText('Storyboard')).toBeInTheDocument();
    expect(within(help).getByText('Ctrl+Z')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(help).getByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('complementary', { name: 'Help' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide nodes' }));
    expect(screen.queryByRole('region', { name: 'Nodes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Nodes' }));
    expect(screen.getByRole('region', { name: 'Nodes' })).toBeInTheDocument();
  });

  it('says whether the workflow is saved', async () => {
    const { adapter } = fakeAdapter();
    const { user } = renderWithProviders(
      <PaperRemixCanvas project={{ ...emptyProject, autoSaveEnabled: false }} adapter={adapter} layout="list" />,
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Nodes' })).getByRole('button', { name: 'Script' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
