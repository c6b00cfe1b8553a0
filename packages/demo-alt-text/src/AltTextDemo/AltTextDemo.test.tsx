import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, sampleClient, sampleData, sampleImages, SIGN_UP_URL, type SampleAnswer } from '../test';
import { AltTextDemo } from './AltTextDemo';

const renderDemo = (options: Parameters<typeof renderWithProviders>[1] = {}, copyText?: (text: string) => Promise<void>) =>
  renderWithProviders(<AltTextDemo sampleId="physical-science" signUpUrl={SIGN_UP_URL} copyText={copyText} />, options);

const loaded = () => screen.findByRole('heading', { name: 'Alt Text Results' });

describe('AltTextDemo', () => {
  describe('while the sample loads', () => {
    it('shows a labelled skeleton', () => {
      renderDemo({ client: sampleClient(() => new Promise<SampleAnswer>(() => {})) });
      expect(screen.getByRole('status')).toHaveTextContent('Loading alt text results');
    });
  });

  describe('given the sample the page read on the server', () => {
    it('shows it at once and asks the api nothing', async () => {
      const client = sampleClient();
      renderWithProviders(<AltTextDemo sampleId="physical-science" signUpUrl={SIGN_UP_URL} initialSample={sampleData} />, { client });
      expect(screen.getByRole('heading', { name: 'Alt Text Results' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(client.calls).toEqual([]);
    });

    it('fetches when it moves to another sample', async () => {
      const client = sampleClient();
      const { rerender } = renderWithProviders(
        <AltTextDemo sampleId="physical-science" signUpUrl={SIGN_UP_URL} initialSample={sampleData} />,
        { client },
      );
      rerender(<AltTextDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} initialSample={sampleData} />);
      await waitFor(() => expect(client.calls).toEqual(['medicine']));
      await loaded();
    });

    it('shows an empty sample as empty', () => {
      renderWithProviders(<AltTextDemo sampleId="physical-science" signUpUrl={SIGN_UP_URL} initialSample={{ images: [] }} />);
      expect(screen.getByRole('heading', { name: 'No data available' })).toBeInTheDocument();
    });
  });

  describe('given the sample loaded', () => {
    it('asks the api for the sample id and shows the first figure with its alt texts and word counts', async () => {
      const client = sampleClient();
      renderDemo({ client });
      await loaded();
      expect(client.calls).toEqual(['physical-science']);
      const [first] = sampleImages;
      expect(screen.getByRole('img', { name: first!.altText.academic.short })).toHaveAttribute('src', first!.url);
      expect(screen.getByRole('heading', { name: 'Figure 1', level: 3 })).toBeInTheDocument();
      const short = screen.getByRole('region', { name: 'Short alt text' });
      expect(short).toHaveTextContent(first!.altText.academic.short);
      expect(short).toHaveTextContent('24 words');
      const long = screen.getByRole('region', { name: 'Long alt text' });
      expect(long).toHaveTextContent('52 words');
    });

    it('tags the image type and complexity', async () => {
      renderDemo();
      await loaded();
      const tags = screen.getByRole('region', { name: 'Alt text for Figure 1' });
      expect(within(tags).getByText('Scatter Plot')).toBeInTheDocument();
      expect(within(tags).getByText('Moderate')).toBeInTheDocument();
    });

    it("hides an image type beginning with 'Error' but keeps the complexity", async () => {
      const { user } = renderDemo();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Show Equation 2' }));
      const details = screen.getByRole('region', { name: 'Alt text for Equation 2' });
      expect(within(details).queryByText('Image type:')).toBeNull();
      expect(within(details).queryByText(/^Error/)).toBeNull();
      expect(within(details).getByText('Simple')).toBeInTheDocument();
    });

    it('moves through the figures with Previous/Next, thumbnails and arrow keys', async () => {
      const { user } = renderDemo();
      await loaded();
      const previous = screen.getByRole('button', { name: 'Previous figure' });
      const next = screen.getByRole('button', { name: 'Next figure' });
      expect(previous).toBeDisabled();
      await user.click(next);
      expect(screen.getByText(/· 2 of 3/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show Figure 2' })).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Show Equation 2' }));
      expect(next).toBeDisabled();
      screen.getByRole('button', { name: 'Show Equation 2' }).focus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('button', { name: 'Show Figure 1' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Show Figure 2' })).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'Figure 2', level: 3 })).toBeInTheDocument();
    });

    it("copies an alt text and shows 'Copied' for exactly 2 seconds of the clock", async () => {
      const copyText = vi.fn(async () => {});
      const { user, clock } = renderDemo({}, copyText);
      await loaded();
      const short = screen.getByRole('region', { name: 'Short alt text' });
      await user.click(within(short).getByRole('button', { name: 'Copy short alt text' }));
      expect(copyText).toHaveBeenCalledWith(sampleImages[0]!.altText.academic.short);
      expect(within(short).getByRole('button', { name: 'Copied short alt text' })).toBeInTheDocument();
      expect(within(short).getByRole('status')).toHaveTextContent('Copied to clipboard');
      act(() => clock.advance(1999));
      expect(within(short).getByRole('button', { name: 'Copied short alt text' })).toBeInTheDocument();
      act(() => clock.advance(1));
      expect(within(short).getByRole('button', { name: 'Copy short alt text' })).toBeInTheDocument();
      expect(within(short).getByRole('status')).toHaveTextContent('');
    });

    it('copies to the real clipboard by default', async () => {
      const { user } = renderDemo();
      await loaded();
      const long = screen.getByRole('region', { name: 'Long alt text' });
      await user.click(within(long).getByRole('button', { name: 'Copy long alt text' }));
      expect(await navigator.clipboard.readText()).toBe(sampleImages[0]!.altText.academic.long);
    });

    it('says so when the clipboard refuses', async () => {
      const { user } = renderDemo({}, async () => {
        throw new Error('denied');
      });
      await loaded();
      const short = screen.getByRole('region', { name: 'Short alt text' });
      await user.click(within(short).getByRole('button', { name: 'Copy short alt text' }));
      expect(within(short).getByRole('status')).toHaveTextContent('Could not copy; select the text to copy it');
    });

    it('offers the report download and sends edits, Try your file and the closing call to sign-up in a new tab', async () => {
      renderDemo();
      await loaded();
      const report = screen.getByRole('link', { name: 'Download report (DOCX, academic style)' });
      expect(report).toHaveAttribute('href', sampleData.reportUrl);
      expect(report).toHaveAttribute('download');
      for (const name of [
        'Try your file (sign up, opens in a new tab)',
        'Edit short alt text (sign up, opens in a new tab)',
        'Edit long alt text (sign up, opens in a new tab)',
        'Sign up free (opens in a new tab)',
      ]) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('href', SIGN_UP_URL);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it('has no axe violations', async () => {
      const { container } = renderDemo();
      await loaded();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given a single-image sample', () => {
    it('shows the image without carousel controls', async () => {
      renderDemo({ client: sampleClient(() => ({ status: 200, data: { images: [sampleImages[1]] } })) });
      await loaded();
      expect(screen.queryByRole('button', { name: 'Next figure' })).toBeNull();
      expect(screen.queryByRole('list', { name: 'Figure thumbnails' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Download report/ })).toBeNull();
      expect(screen.getByText('1 image · Academic style')).toBeInTheDocument();
    });
  });

  describe('given the api fails', () => {
    it("shows 'Error Loading Results' with the HTTP status, and 'Try Again' refetches", async () => {
      let fail = true;
      const client = sampleClient(() => (fail ? { status: 503 } : { status: 200, data: sampleData }));
      const { user } = renderDemo({ client });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Error Loading Results' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('Unable to load alt text results.');
      expect(alert).toHaveTextContent('HTTP 503: Failed to fetch results');
      expect(await axe(document.body)).toHaveNoViolations();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      await loaded();
      expect(client.calls).toEqual(['physical-science', 'physical-science']);
    });

    it('reports an unknown sample as HTTP 404', async () => {
      renderDemo({ client: sampleClient(() => ({ status: 404 })) });
      expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 404: Failed to fetch results');
    });

    it('treats a malformed answer as an error, not as results', async () => {
      renderDemo({ client: sampleClient(() => ({ status: 200, data: { images: [{ url: 1 }] } })) });
      expect(await screen.findByRole('heading', { name: 'Error Loading Results' })).toBeInTheDocument();
    });
  });

  describe('given the sample has no images', () => {
    it("shows 'No data available' and still ends with the call to sign up", async () => {
      renderDemo({ client: sampleClient(() => ({ status: 200, data: { images: [] } })) });
      expect(await screen.findByRole('heading', { name: 'No data available' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up free (opens in a new tab)' })).toHaveAttribute('href', SIGN_UP_URL);
    });
  });

  describe('when the sample id changes', () => {
    it('loads the new sample', async () => {
      const client = sampleClient();
      const { rerender } = renderDemo({ client });
      await loaded();
      rerender(<AltTextDemo sampleId="anatomy" signUpUrl={SIGN_UP_URL} />);
      await waitFor(() => expect(client.calls).toEqual(['physical-science', 'anatomy']));
    });
  });
});
