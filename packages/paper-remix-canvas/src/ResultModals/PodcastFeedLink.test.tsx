import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { FEED_LOAD_FAILED_MESSAGE, PodcastFeedLink } from './PodcastFeedLink';

const feed = (token: string) => ({
  token,
  url: `https://api.example/paper-remix/feed/${token}/podcast.xml`,
  createdAt: '2026-03-05T13:00:00.000Z',
});

describe('PodcastFeedLink (issue 34)', () => {
  it('makes a feed address, replaces it, and stops the feed', async () => {
    const onCreate = vi
      .fn()
      .mockResolvedValueOnce(feed('a'.repeat(32)))
      .mockResolvedValueOnce(feed('b'.repeat(32)));
    const onRevoke = vi.fn(async () => undefined);
    const { user, container } = renderWithProviders(<PodcastFeedLink load={async () => null} onCreate={onCreate} onRevoke={onRevoke} />);
    await user.click(await screen.findByRole('button', { name: 'Create feed address' }));
    expect(await screen.findByRole('textbox', { name: 'Podcast feed address' })).toHaveValue(feed('a'.repeat(32)).url);
    await user.click(screen.getByRole('button', { name: 'New address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Podcast feed address' })).toHaveValue(feed('b'.repeat(32)).url));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    expect(onRevoke).toHaveBeenCalledWith('b'.repeat(32));
    expect(await screen.findByRole('button', { name: 'Create feed address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the live feed, and says so when it cannot be loaded', async () => {
    renderWithProviders(<PodcastFeedLink load={async () => feed('c'.repeat(32))} onCreate={vi.fn()} onRevoke={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Podcast feed address' })).toHaveValue(feed('c'.repeat(32)).url);
    renderWithProviders(<PodcastFeedLink load={async () => Promise.reject(new Error('down'))} onCreate={vi.fn()} onRevoke={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FEED_LOAD_FAILED_MESSAGE);
  });
});
