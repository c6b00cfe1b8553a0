import { createFakeClock } from '@paperlight/ui-kit';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSimulatedAudio } from '../AudioPlayer/media';
import { axe, DURATIONS, healthScience, medicine, NOW, renderWithProviders, sampleClient, SIGN_UP_URL, type SampleServer } from '../test';
import { AudioDemo } from './AudioDemo';

function setup(sampleId: string, server: SampleServer = 'samples', options?: Record<string, string>) {
  const clock = createFakeClock(NOW);
  const media = createSimulatedAudio({ clock, durations: DURATIONS, loadMs: 100 });
  const requests: string[] = [];
  const view = renderWithProviders(<AudioDemo sampleId={sampleId} signUpUrl={SIGN_UP_URL} options={options} media={media} />, {
    clock,
    client: sampleClient(server, requests),
  });
  return { ...view, media, requests, advance: (ms: number) => act(() => clock.advance(ms)) };
}

describe('AudioDemo', () => {
  it('shows a loading skeleton while the sample loads', () => {
    setup('medicine', 'pending');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading audio sample');
  });

  describe('given the sample the page read on the server', () => {
    it('shows it at once, asks the api nothing, and fetches only when it moves to another sample', async () => {
      const clock = createFakeClock(NOW);
      const media = createSimulatedAudio({ clock, durations: DURATIONS, loadMs: 100 });
      const requests: string[] = [];
      const { rerender } = renderWithProviders(
        <AudioDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} media={media} initialSample={medicine} />,
        {
          clock,
          client: sampleClient('samples', requests),
        },
      );
      expect(screen.getByRole('heading', { level: 2, name: medicine.paperTitle! })).toBeInTheDocument();
      expect(screen.queryByText('Loading audio sample')).toBeNull();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(requests).toEqual([]);

      rerender(<AudioDemo sampleId="health-science" signUpUrl={SIGN_UP_URL} media={media} initialSample={medicine} />);
      expect(await screen.findByRole('heading', { level: 2, name: healthScience.paperTitle! })).toBeInTheDocument();
      expect(requests).toEqual(['/ai-audio/sample/health-science']);
    });
  });

  describe('given an unknown sample', () => {
    it('shows not found', async () => {
      const { requests } = setup('nope');
      expect(await screen.findByRole('heading', { name: 'Audio sample not found' })).toBeInTheDocument();
      expect(requests).toEqual(['/ai-audio/sample/nope']);
    });
  });

  describe('given a failing server', () => {
    it('shows not found', async () => {
      setup('medicine', 'failing');
      expect(await screen.findByRole('heading', { name: 'Audio sample not found' })).toBeInTheDocument();
    });
  });

  describe('given the English medicine sample', () => {
    it('shows the title, Audio and Read Original tabs only, and the full paper sections', async () => {
      setup('medicine');
      expect(await screen.findByRole('heading', { level: 2, name: /Morbidity and mortality in homeless individuals/ })).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audio', 'Read Original']);
      expect(screen.getByText('Full Paper')).toBeInTheDocument();
      const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('button');
      expect(sections.map((button) => button.textContent?.replace(/\d+:\d+$/, ''))).toEqual([
        'Play Introduction (current)',
        '2Play Methods',
        '3Play Results',
        '4Play Discussion',
        '5Play Interpretation',
      ]);
    });

    it('plays a section from the list with a play indicator, and moves on to the next at its end', async () => {
      const { user, advance } = setup('medicine');
      await user.click(await screen.findByRole('button', { name: /Play Methods/ }));
      advance(100);
      expect(screen.getByTestId('player-status')).toHaveTextContent('Playing Methods');
      const methods = screen.getByRole('button', { name: /Methods \(playing\)/ });
      expect(methods).toHaveAttribute('aria-current', 'true');
      expect(within(methods).getByTestId('play-indicator')).toBeInTheDocument();
      advance(37_800 + 250);
      advance(100);
      expect(screen.getByTestId('player-status')).toHaveTextContent('Playing Results');
      expect(screen.getByRole('heading', { level: 3, name: 'Results' })).toBeInTheDocument();
    });

    it('ends with a call to sign up in a new tab', async () => {
      setup('medicine');
      const link = await screen.findByRole('link', { name: /Sign up to try your file/ });
      expect(link).toHaveAttribute('href', SIGN_UP_URL);
      expect(link).toHaveAttribute('target', '_blank');
    });
  });

  describe('given the German summary sample', () => {
    it('shows the translated tab and key takeaways as a numbered list', async () => {
      const { user } = setup('health-science');
      await screen.findByRole('heading', { level: 2 });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Audio',
        'Read in the translated language',
        'Read Original',
      ]);
      expect(screen.getByText('Summary')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Read in the translated language' }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: 'Hintergrund' })).toBeInTheDocument();
      const takeaways = within(panel).getAllByRole('list').at(-1)!;
      expect(takeaways.tagName).toBe('OL');
      expect(within(takeaways).getAllByRole('listitem')).toHaveLength(4);
      await user.click(screen.getByRole('tab', { name: 'Read Original' }));
      expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Key takeaways' })).toBeInTheDocument();
    });

    it('does not advance at the end of a summary section', async () => {
      const { user, advance } = setup('health-science');
      await user.click(await screen.findByRole('button', { name: /Play Hintergrund/ }));
      advance(100);
      advance(18_700 + 250);
      expect(screen.getByTestId('player-status')).toHaveTextContent('Finished: Hintergrund');
    });
  });

  describe('given the Spanish sample with both versions', () => {
    it('switches between Full Paper and Summary', async () => {
      const { user } = setup('physical-science', 'samples', { audioType: 'both', language: 'es', voice: 'female' });
      const fullPaper = await screen.findByRole('button', { name: 'Full Paper' });
      expect(fullPaper).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /Play Resumen/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Summary' }));
      expect(screen.getByRole('button', { name: /Play Antecedentes/ })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Audio player: Summary' })).toBeInTheDocument();
    });
  });

  it('shows "Title not available" without a title', async () => {
    const client = sampleClient();
    const original = client.request.bind(client);
    client.request = (async (...args: Parameters<typeof original>) => {
      const response = (await original(...args)) as { data: Record<string, unknown> };
      return { ...response, data: { ...response.data, paperTitle: null } };
    }) as typeof client.request;
    renderWithProviders(<AudioDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} />, { client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Title not available' })).toBeInTheDocument();
  });

  it('has no axe violations when loaded', async () => {
    const { container } = setup('health-science');
    await screen.findByRole('heading', { level: 2 });
    expect(await axe(container)).toHaveNoViolations();
  });
});
