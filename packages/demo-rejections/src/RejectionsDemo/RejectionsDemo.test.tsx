import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, axe, emptyChartsResult, fakeClient, makeResult, renderWithProviders, SIGN_UP_URL } from '../test';
import { RejectionsDemo } from './RejectionsDemo';

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('RejectionsDemo', () => {
  beforeEach(() => window.history.replaceState(null, '', '/demos/rejection-analyzer/demo'));

  describe('given the sample answers at once', () => {
    it('keeps the loading screen for the full 10 s, then shows the report', async () => {
      const client = fakeClient(answers.ok());
      const { advance, container } = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />, { client });
      await flush();
      expect(client.calls).toEqual(['/rejection-analyzer/sample/demo']);
      expect(screen.getByRole('heading', { level: 2, name: 'Rejections Analyzer Report' })).toBeInTheDocument();
      expect(screen.getByTestId('report-skeleton')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading rejection analyzer results…');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      await advance(9_999);
      expect(screen.getByTestId('report-skeleton')).toBeInTheDocument();
      await advance(1);
      expect(screen.queryByTestId('report-skeleton')).not.toBeInTheDocument();
      expect(container.querySelector('[data-state="ready"]')).not.toBeNull();
      for (const title of ['Top Publishers', 'Top Journals', 'Time to Publication After Rejection', 'Citations Received', 'APC Revenue']) {
        expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      }
    });

    it("links 'Try your file' to sign-up in a new tab", async () => {
      renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />);
      const link = screen.getByRole('link', { name: /Try your file/ });
      expect(link).toHaveAttribute('href', SIGN_UP_URL);
      expect(link).toHaveAttribute('target', '_blank');
      await flush();
    });
  });

  describe('given a ready report', () => {
    const ready = async () => {
      const view = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />);
      await flush();
      await view.advance(10_000);
      return view;
    };

    it('ends with the call to sign up, opened in a new tab (SPEC §1)', async () => {
      await ready();
      const call = screen.getByRole('complementary', { name: 'See where your own rejected manuscripts go' });
      expect(within(call).getByRole('link', { name: 'Sign up free (opens in a new tab)' })).toHaveAttribute('href', SIGN_UP_URL);
      // It closes the demo: nothing of the report comes after it.
      const report = screen.getByRole('region', { name: 'Rejections Analyzer Report' });
      expect(report.lastElementChild).toBe(call);
    });

    it('shows both cards with counts and percentages consistent with the data', async () => {
      await ready();
      const { flags } = makeResult();
      const published = screen.getByRole('region', { name: 'Published vs Not Published' });
      expect(within(published).getByRole('progressbar', { name: 'Published' })).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((flags.published / (flags.published + flags.notPublished)) * 100)),
      );
      expect(published).toHaveTextContent(`Published${flags.published}`);
      const oa = screen.getByRole('region', { name: 'Open Access vs Not Open Access' });
      expect(oa).toHaveTextContent(`Open Access${flags.oa}`);
      expect(oa).toHaveTextContent(`Not Open Access${flags.nonOa}`);
    });

    it('gives every chart a text alternative with its full data', async () => {
      await ready();
      const result = makeResult();
      const publishers = screen.getByRole('table', { name: /Top Publishers/ });
      expect(within(publishers).getAllByRole('row')).toHaveLength(result.publishers.data.length + 1);
      expect(within(publishers).getByRole('rowheader', { name: 'Meridian Academic Press' })).toBeInTheDocument();
      const time = screen.getByRole('table', { name: 'Time to publication after rejection' });
      expect(
        within(time)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['1-30 days', '31-60 days', '61-90 days', '91-120 days']);
      const citations = screen.getByRole('table', { name: 'Citations received by journal' });
      expect(within(citations).getAllByRole('row')).toHaveLength(result.citationsRecieved.length + 1);
      const apc = screen.getByRole('table', { name: /APC revenue by publisher/ });
      const positive = result.apcAmount.filter((entry) => entry.aggregated_value > 0);
      expect(within(apc).getAllByRole('row')).toHaveLength(positive.length + 1);
      expect(apc).not.toHaveTextContent('$0');
    });

    // axe walks the whole report (five charts, their tables, 420 rows paged); a busy machine needs more than 5 s.
    it('has no axe violations', { timeout: 20_000 }, async () => {
      const { container } = await ready();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given charts without data', () => {
    it('shows each chart’s own empty message and keeps cards and table', async () => {
      const client = fakeClient(answers.ok(emptyChartsResult()));
      const { advance } = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />, { client });
      await flush();
      await advance(10_000);
      for (const message of [
        'No publisher data available',
        'No journal data available',
        'No publication time data available',
        'No citation data available',
        'No APC revenue data available',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(screen.getByRole('table', { name: 'Rejected manuscripts' })).toBeInTheDocument();
    });
  });

  describe('given the sample fails', () => {
    it('shows the error only after 10 s, and Try Again refetches with a new wait', async () => {
      let fail = true;
      const client = fakeClient(() => (fail ? { status: 500 } : { status: 200, data: makeResult() }));
      const { advance, user } = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />, { client });
      await flush();
      await advance(9_000);
      expect(screen.queryByText('Error Loading Results')).not.toBeInTheDocument();
      await advance(1_000);
      expect(screen.getByRole('alert')).toHaveTextContent('Error Loading ResultsUnable to load rejection analyzer results.');
      expect(screen.getByRole('complementary', { name: 'See where your own rejected manuscripts go' })).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      await flush();
      expect(client.calls).toHaveLength(2);
      expect(screen.getByTestId('report-skeleton')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
      await advance(10_000);
      expect(screen.getByRole('heading', { name: 'Top Publishers' })).toBeInTheDocument();
    });

    it('treats a malformed sample as an error', async () => {
      const client = fakeClient(() => ({ status: 200, data: { flags: {} } as never }));
      const { advance } = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />, { client });
      await flush();
      await advance(10_000);
      expect(screen.getByText('Unable to load rejection analyzer results.')).toBeInTheDocument();
    });
  });

  describe('given the request is still pending after 10 s', () => {
    afterEach(() => vi.restoreAllMocks());
    it('keeps loading until the answer arrives', async () => {
      const client = fakeClient(answers.pending());
      const { advance } = renderWithProviders(<RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />, { client });
      await flush();
      await advance(60_000);
      expect(screen.getByTestId('report-skeleton')).toBeInTheDocument();
    });
  });
});
