import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, emptyProject, fakeAdapter, renderWithProviders, sampleProject } from '../test';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const articles = () => screen.queryAllByRole('article').map((article) => article.dataset.nodeType);
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('PaperRemixCanvas editing', () => {
  describe('given a registered user editing the workflow', () => {
    it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z', async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas project={{ ...emptyProject, autoSaveEnabled: false }} adapter={adapter} layout="list" />,
      );
      const undoButton = screen.getByRole('button', { name: 'Undo' });
      expect(undoButton).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      expect(articles()).toHaveLength(5);
      await user.click(within(screen.getByRole('region', { name: 'Nodes' })).getByRole('button', { name: 'Script' }));
      expect(articles()).toHaveLength(6);

      await user.keyboard('{Control>}z{/Control}');
      expect(articles()).toHaveLength(5);
      await user.keyboard('{Control>}z{/Control}');
      expect(articles()).toHaveLength(0);
      expect(undoButton).toBeDisabled();

      await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      expect(articles()).toHaveLength(5);
      await user.click(screen.getByRole('button', { name: 'Redo' }));
      expect(articles()).toHaveLength(6);
      expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });

    it('brings back a deleted node and a cleared canvas', async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas project={{ ...sampleProject, autoSaveEnabled: false }} adapter={adapter} layout="list" />,
      );
      await user.click(screen.getByRole('button', { name: 'Script options' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(articles()).not.toContain('script');
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(articles()).toContain('script');

      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(articles()).toHaveLength(0);
      await user.keyboard('{Meta>}z{/Meta}');
      expect(articles()).toEqual(['paperInput', 'script', 'storyboard', 'video', 'output']);
      // Undo restores what was placed, not a stale status.
      expect(screen.getByRole('article', { name: 'Video Generation' })).toHaveAttribute('data-status', 'completed');
    });

    it('leaves Ctrl+Z inside a text field to the field', async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas project={{ ...sampleProject, autoSaveEnabled: false }} adapter={adapter} layout="list" />,
      );
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      await user.click(screen.getByRole('button', { name: 'Paper Input options' }));
      await user.click(screen.getByRole('button', { name: 'Configure' }));
      const title = await screen.findByRole('textbox', { name: 'Title' });
      await user.type(title, 'x');
      await user.keyboard('{Control>}z{/Control}');
      await user.keyboard('{Escape}');
      expect(articles()).toHaveLength(5);
    });
  });

  describe('given a PDF uploaded onto the input node', () => {
    const file = () => new File(['%PDF-1.4 kiosk'], 'kiosk.pdf', { type: 'application/pdf' });

    it('saves, uploads, then validates the input node', async () => {
      const upload = vi.fn(async (_projectId: unknown, clientNodeId: string, _file: File) => ({
        id: 7,
        clientNodeId,
        node: { id: 'paperInput', nodeType: 'paperInput' as const },
        configuration: { basic: { fileName: 'kiosk.pdf', fileType: 'application/pdf' } },
        status: 'idle' as const,
      }));
      const { adapter, emit } = fakeAdapter({ upload });
      const { user, container } = renderWithProviders(
        <PaperRemixCanvas project={{ ...emptyProject, autoSaveEnabled: false }} adapter={adapter} layout="list" />,
      );
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      const input = screen.getByRole('article', { name: 'Paper Input' });
      expect(within(input).queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
      const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(picker, file());
      await flush();
      expect(adapter.saveWorkflow).toHaveBeenCalled();
      expect(upload).toHaveBeenCalledWith('project-1', expect.stringMatching(/^paperInput-/), expect.any(File));
      await waitFor(() =>
        expect(adapter.generate).toHaveBeenCalledWith('project-1', {
          clientNodeId: expect.stringMatching(/^paperInput-/),
          nodeType: 'paperInput',
        }),
      );
      expect(within(input).getByText('kiosk.pdf')).toBeInTheDocument();
      expect(input).toHaveAttribute('data-status', 'processing');

      const clientNodeId = upload.mock.calls[0]![1];
      act(() => emit({ clientNodeId, status: 'completed', outputData: {} }));
      expect(within(input).getByText('Valid')).toBeInTheDocument();
      expect(within(input).getByRole('button', { name: 'Replace PDF of Paper Input' })).toBeEnabled();
    });

    it('fails the node with the server message for a refused PDF', async () => {
      const refused = Object.assign(new Error('Request failed with status 400'), {
        status: 400,
        body: { message: 'This PDF has no extractable text', statusCode: 400 },
      });
      const onNotify = vi.fn();
      const { adapter } = fakeAdapter({ upload: vi.fn(async () => Promise.reject(refused)) });
      const { user, container } = renderWithProviders(
        <PaperRemixCanvas project={{ ...emptyProject, autoSaveEnabled: false }} adapter={adapter} layout="list" onNotify={onNotify} />,
      );
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file());
      await flush();
      const input = screen.getByRole('article', { name: 'Paper Input' });
      expect(input).toHaveAttribute('data-status', 'failed');
      expect(within(input).getByRole('alert')).toHaveTextContent('This PDF has no extractable text');
      expect(onNotify).toHaveBeenCalledWith('This PDF has no extractable text');
      expect(adapter.generate).not.toHaveBeenCalled();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('sends guests to sign-up instead of the file picker', async () => {
      const onLocked = vi.fn();
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas project={sampleProject} mode="guest" adapter={adapter} layout="list" onLocked={onLocked} />,
      );
      await user.click(screen.getByRole('button', { name: 'Replace PDF of Paper Input' }));
      expect(onLocked).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
      await user.keyboard('{Control>}z{/Control}');
      expect(articles()).toHaveLength(5);
    });
  });
});
