import { ApiClientProvider } from '@paperlight/api-client/react';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, sampleClient, sampleProject } from '../test';
import { PaperRemixSampleDemo } from './PaperRemixSampleDemo';
import { createSampleAdapter, sampleFileUrl } from './sampleAdapter';

const SIGN_UP = 'https://sso.example.test/signup';

function renderDemo(client = sampleClient(), sampleId = 'retail-kiosk') {
  return renderWithProviders(
    <ApiClientProvider client={client}>
      <PaperRemixSampleDemo sampleId={sampleId} signUpUrl={SIGN_UP} layout="list" />
    </ApiClientProvider>,
  );
}

describe('PaperRemixSampleDemo', () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    open = vi.fn();
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());
  const signedUp = () => expect(open).toHaveBeenLastCalledWith(SIGN_UP, '_blank', 'noopener,noreferrer');

  describe('given the sample loads', () => {
    it('shows the whole sample with a disabled auto-save indicator', async () => {
      const client = sampleClient();
      const { container } = renderDemo(client);
      expect(screen.getByRole('status')).toHaveTextContent('Loading sample…');
      expect(await screen.findByRole('heading', { level: 1, name: 'Paper Remix Results' })).toBeInTheDocument();
      expect(client.calls).toEqual(['/paper-remix/sample/retail-kiosk']);
      expect(screen.getByText(sampleProject.name)).toBeInTheDocument();
      expect(screen.getAllByRole('article').map((a) => a.dataset.nodeType)).toEqual([
        'paperInput',
        'script',
        'storyboard',
        'video',
        'output',
      ]);
      const autoSave = screen.getByRole('switch', { name: 'Auto-save' });
      expect(autoSave).toHaveAttribute('aria-disabled', 'true');
      expect(autoSave).not.toBeChecked();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('sends every locked control to sign-up in a new tab', async () => {
      const { user } = renderDemo();
      await screen.findByRole('heading', { name: 'Paper Remix Results' });
      for (const name of ['Try your file', 'Save', 'Clear', 'Templates', 'Add Nodes', 'Project', 'Help', 'Replace PDF of Paper Input']) {
        open.mockClear();
        await user.click(screen.getByRole('button', { name }));
        signedUp();
      }
      open.mockClear();
      await user.click(screen.getByRole('switch', { name: 'Auto-save' }));
      signedUp();
      expect(screen.getAllByRole('article')).toHaveLength(5);
    });

    it('shows the palette read-only with its active, inactive and Soon steps; using an active one leads to sign-up', async () => {
      const { user } = renderDemo();
      const palette = await screen.findByRole('region', { name: 'Nodes' });
      expect(palette).toHaveTextContent('Sign up to add steps to your own workflow.');
      for (const name of ['Paper Input', 'Script', 'Storyboard', 'Video Generation', 'Output']) {
        const step = within(palette).getByRole('button', { name });
        expect(step).toBeEnabled();
        expect(step).toHaveAccessibleDescription('Sign up to add steps to your own workflow.');
      }
      for (const name of ['Text to Speech', 'Image Generation', 'Podcast', 'Mindmap'])
        expect(within(palette).getByRole('button', { name: `${name} (not available)` })).toBeDisabled();
      // A registered user's palette has the Presentation; the guest's still marks it 'Soon'.
      expect(within(palette).getByRole('button', { name: 'Presentation Soon (coming soon)' })).toBeDisabled();
      await user.click(within(palette).getByRole('button', { name: 'Script' }));
      signedUp();
      // Nothing was added: the sample stays as it is.
      expect(screen.getAllByRole('article')).toHaveLength(5);
    });

    it('opens sign-up, not the canvas, when a guest drags a step from the palette', async () => {
      renderDemo();
      const step = within(await screen.findByRole('region', { name: 'Nodes' })).getByRole('button', { name: 'Storyboard' });
      const event = new Event('dragstart', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { setData: vi.fn(), effectAllowed: 'none' } });
      step.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      signedUp();
    });

    it('ends a finished workflow with a completed output and the call to sign up (SPEC §1)', async () => {
      renderDemo();
      await screen.findByRole('heading', { name: 'Paper Remix Results' });
      const output = screen.getAllByRole('article').find((article) => article.dataset.nodeType === 'output');
      expect(output).toHaveAttribute('data-status', 'completed');
      expect(output).toHaveTextContent('Completed');
      const call = screen.getByRole('complementary', { name: 'Turn your own paper into a video' });
      expect(within(call).getByRole('link', { name: 'Sign up free (opens in a new tab)' })).toHaveAttribute('href', SIGN_UP);
    });

    it('disables Reset, Delete and History in every node menu', async () => {
      const { user } = renderDemo();
      await user.click(await screen.findByRole('button', { name: 'Script options' }));
      const menu = screen.getByRole('list', { name: 'Script options' });
      for (const name of ['Reset', 'Delete', 'History']) expect(within(menu).getByRole('button', { name })).toBeDisabled();
      expect(within(menu).getByRole('button', { name: 'Configure' })).toBeEnabled();
    });

    it('opens the configuration drawer with every field disabled; a click leads to sign-up', async () => {
      const { user } = renderDemo();
      await user.click(await screen.findByRole('button', { name: 'Script options' }));
      await user.click(screen.getByRole('button', { name: 'Configure' }));
      const drawer = await screen.findByRole('dialog', { name: 'Configure Script' });
      const controls = drawer.querySelectorAll('input, select, textarea');
      expect(controls.length).toBeGreaterThan(0);
      controls.forEach((control) => expect(control).toBeDisabled());
      await user.click(within(drawer).getAllByRole('button', { name: /sign up to change/ })[0]!);
      signedUp();
    });

    it('shows the results but refuses the video download', async () => {
      const { user, clock } = renderDemo();
      const video = await screen.findByRole('article', { name: 'Video Generation' });
      await user.click(within(video).getByRole('button', { name: 'View' }));
      const dialog = await screen.findByRole('dialog', { name: 'Video' });
      // SPEC §9: the modal's skeleton goes after 500 ms.
      act(() => clock.advance(500));
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Not able to download file.');
    });
  });

  describe('given the sample fetch fails', () => {
    it.each([404, 500])('shows not-found for %i', async (status) => {
      const { container, user } = renderDemo(
        sampleClient(() => ({ status })),
        'missing',
      );
      expect(await screen.findByRole('heading', { name: 'Sample not found' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try your file' }));
      signedUp();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});

describe('createSampleAdapter', () => {
  it('previews the sample PDF from its public file and refuses changes', async () => {
    const adapter = createSampleAdapter(sampleProject);
    const input = sampleProject.nodes[0]!;
    await expect(adapter.preview(sampleProject.id, input.projectNodeId!)).resolves.toBe(sampleFileUrl(sampleProject, input.projectNodeId!));
    await expect(adapter.preview(sampleProject.id, 'unknown')).rejects.toThrow();
    await expect(adapter.saveWorkflow(sampleProject.id, [])).rejects.toThrow();
    await expect(adapter.generate(sampleProject.id, { clientNodeId: 'script', nodeType: 'script' })).rejects.toThrow();
    await expect(adapter.updateAutoSave(sampleProject.id, true)).resolves.toEqual({ ok: false, statusCode: 403 });
  });
});
