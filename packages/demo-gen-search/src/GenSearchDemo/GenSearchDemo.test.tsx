import { ApiClientProvider } from '@paperlight/api-client/react';
import { CONTENT_TRUNCATED_MARKER } from '@paperlight/ui-kit';
import { act, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe, ID_A, renderWithProviders, sample, SAMPLE_FINAL_TEXT, sampleApiClient, SIGN_UP_URL } from '../test';
import { GenSearchDemo } from './GenSearchDemo';
import { STEP_MS, totalDurationMs } from './timeline';

const client = sampleApiClient({ 'covid-vaccine-cardiovascular': sample });

async function renderDemo(sampleId = 'covid-vaccine-cardiovascular', c = client) {
  const result = renderWithProviders(<GenSearchDemo sampleId={sampleId} signUpUrl={SIGN_UP_URL} />, { client: c });
  return result;
}

async function ready() {
  await screen.findByText(sample.question as string);
  // The data arrived outside act(): flush the effects that schedule the first timer.
  await act(async () => {});
}

function advance(clock: { advance(ms: number): void }, ms: number) {
  act(() => clock.advance(ms));
}

const stepState = (label: RegExp) =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getByText(label)
    .closest('li')
    ?.getAttribute('data-state');
const answerText = () => screen.getByTestId('answer').textContent ?? '';

afterEach(() => vi.restoreAllMocks());

describe('GenSearchDemo', () => {
  it("shows the title and 'Try your query' opening sign-up in a new tab", async () => {
    await renderDemo();
    expect(screen.getByRole('heading', { name: 'Gen AI Search Results' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Try your query/ });
    expect(link).toHaveAttribute('href', SIGN_UP_URL);
    expect(link).toHaveAttribute('target', '_blank');
  });

  describe('while loading', () => {
    it('shows a status and the reference skeletons', () => {
      renderWithProviders(<GenSearchDemo sampleId="x" signUpUrl={SIGN_UP_URL} />, { client: sampleApiClient({}, { pending: true }) });
      expect(screen.getByText('Loading the search')).toBeInTheDocument();
      expect(screen.getByTestId('reference-skeletons').querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(8);
    });
  });

  describe('given the sample loaded', () => {
    it('shows the question as the user message and step 1', async () => {
      await renderDemo();
      await ready();
      expect(stepState(/Understanding your question/)).toBe('active');
      expect(stepState(/Searching the research literature/)).toBe('pending');
      expect(screen.queryByTestId('answer')).toBeNull();
    });

    it('advances a step every 5 s and starts typing at step 4', async () => {
      const { clock } = await renderDemo();
      await ready();
      advance(clock, STEP_MS - 1);
      expect(stepState(/Understanding your question/)).toBe('active');
      advance(clock, 1);
      expect(stepState(/Understanding your question/)).toBe('done');
      expect(stepState(/Searching the research literature/)).toBe('active');
      advance(clock, STEP_MS);
      expect(stepState(/Reading the most relevant papers/)).toBe('active');
      expect(screen.queryByTestId('answer')).toBeNull();
      advance(clock, STEP_MS);
      expect(stepState(/Writing the answer/)).toBe('active');
      advance(clock, 30);
      expect(answerText()).toBe('Myocarditi'); // 30 ms: 10 characters
      advance(clock, 16); // the next frame: 46 ms, 15 characters
      expect(answerText()).toBe('Myocarditis aft');
      expect(screen.getByTestId('typing-cursor')).toBeInTheDocument();
    });

    it("keeps the follow-up box disabled with 'Please wait...' and shows 8 skeleton rows while streaming", async () => {
      const { clock } = await renderDemo();
      await ready();
      advance(clock, 3 * STEP_MS + 60);
      const input = screen.getByRole('textbox', { name: 'Follow-up question' });
      expect(input).toBeDisabled();
      expect(input).toHaveAttribute('placeholder', 'Please wait...');
      const skeletons = screen.getByTestId('reference-skeletons');
      expect(skeletons.children).toHaveLength(9); // the hidden label + 8 rows
      expect(screen.queryByRole('button', { name: /\[Q 1\]/ })).toBeNull();
    });

    it('types every character, with fast-forwarded timers too, and ends with the full answer', async () => {
      const { clock } = await renderDemo();
      await ready();
      // One jump far past the end: the text comes from elapsed time, not from a count of ticks.
      advance(clock, 60_000);
      expect(answerText()).toBe(SAMPLE_FINAL_TEXT);
      expect(screen.queryByTestId('typing-cursor')).toBeNull();
      expect(screen.getByText('Answer complete.')).toBeInTheDocument();
    });

    it('shows related questions, the unlocked follow-up box and the numbered references when done', async () => {
      const { clock } = await renderDemo();
      await ready();
      advance(clock, totalDurationMs(500));
      const related = screen.getByRole('region', { name: 'Related questions' });
      for (const question of sample.related_questions) {
        expect(within(related).getByRole('link', { name: new RegExp(question.replace(/[?]/g, '\\?')) })).toHaveAttribute(
          'href',
          SIGN_UP_URL,
        );
      }
      const input = screen.getByRole('textbox', { name: 'Follow-up question' });
      expect(input).toBeEnabled();
      expect(input).toHaveAttribute('placeholder', 'Ask a follow-up question');
      expect(screen.getByRole('link', { name: /Sign up to ask a follow-up question/ })).toHaveAttribute('target', '_blank');
      const toggles = screen.getAllByRole('button', { name: /^\[Q \d\]/ });
      expect(toggles.map((toggle) => toggle.textContent?.slice(0, 5))).toEqual(['[Q 1]', '[Q 2]', '[Q 3]']);
      expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    });

    it('ends with the call to sign up, there from the first frame so the page does not grow when the answer completes (SPEC §1)', async () => {
      const { clock } = await renderDemo();
      const call = () => screen.getByRole('complementary', { name: 'Ask your own research question' });
      expect(within(call()).getByRole('link', { name: 'Sign up free (opens in a new tab)' })).toHaveAttribute('href', SIGN_UP_URL);
      await ready();
      advance(clock, totalDurationMs(500));
      const demo = screen.getByRole('region', { name: 'Gen AI Search demo' });
      expect(demo.lastElementChild).toBe(call());
    });

    it('opens sign-up when the unlocked follow-up box is clicked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { clock, user } = await renderDemo();
      await ready();
      advance(clock, 60_000);
      const input = screen.getByRole('textbox', { name: 'Follow-up question' });
      await user.click(input);
      expect(open).toHaveBeenCalledWith(SIGN_UP_URL, '_blank', 'noopener,noreferrer');
    });

    it('expands a reference with its discovery link, DOI, date, authors and abstract', async () => {
      const { clock, user } = await renderDemo();
      await ready();
      advance(clock, 60_000);
      await user.click(screen.getByRole('button', { name: /^\[Q 2\]/ }));
      expect(screen.getByRole('button', { name: /^\[Q 2\]/ })).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(
        screen.getByRole('button', { name: /^\[Q 2\]/ }).getAttribute('aria-controls') ?? '',
      ) as HTMLElement;
      expect(within(panel).getByRole('link', { name: /Safety of the BNT162b2/ })).toHaveAttribute(
        'href',
        '/discovery/safety-of-the-bnt162b2-mrna-covid-19-vaccine-in-a-nationwide-setting-0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      );
      expect(within(panel).getByRole('link', { name: /10\.1056\/NEJMoa2110475/ })).toHaveAttribute(
        'href',
        'https://doi.org/10.1056/NEJMoa2110475',
      );
      expect(panel).toHaveTextContent('16 September 2021');
      expect(panel).toHaveTextContent('Noam Barda, Noa Dagan');
      expect(panel).toHaveTextContent('followed for 42 days');
    });

    it('links the title to the DOI when no discovery page is wanted', async () => {
      const { clock, user } = renderWithProviders(
        <GenSearchDemo sampleId="covid-vaccine-cardiovascular" signUpUrl={SIGN_UP_URL} discoveryHref={() => null} />,
        { client },
      );
      await ready();
      advance(clock, 60_000);
      await user.click(screen.getByRole('button', { name: /^\[Q 3\]/ }));
      expect(screen.getByRole('link', { name: /COVID-19 Vaccination and Non–COVID-19 Mortality Risk/ })).toHaveAttribute(
        'href',
        'https://doi.org/10.15585/mmwr.mm7043e2',
      );
    });

    it('opens, scrolls to and focuses the reference of a citation', async () => {
      const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
      const { clock, user } = await renderDemo();
      await ready();
      advance(clock, 60_000);
      const citations = screen.getAllByRole('link', { name: /Patone et al\., 2022/ });
      expect(citations).toHaveLength(2);
      await user.click(citations[1] as HTMLElement);
      const toggle = screen.getByRole('button', { name: /^\[Q 1\]/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveFocus();
      expect(scroll).toHaveBeenCalled();
      expect(scroll.mock.contexts.at(-1)).toBe(toggle.closest('li'));
      expect(citations[1]).toHaveAttribute('href', `#${toggle.closest('li')?.id}`);
      expect(toggle.closest('li')?.id).toContain(ID_A);
    });

    it('has no axe violations while streaming and when done', async () => {
      const { clock, container } = await renderDemo();
      await ready();
      advance(clock, 3 * STEP_MS + 100);
      expect(await axe(container)).toHaveNoViolations();
      advance(clock, 60_000);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given a guest-limited answer', () => {
    it('types the readable part only and locks the filler behind sign-up', async () => {
      const limited = {
        ...sample,
        summary: `Myocarditis is rare [${ID_A}]. ${CONTENT_TRUNCATED_MARKER} Hidden filler sentence about [${ID_A}] results.`,
      };
      const { clock } = await renderDemo('limited', sampleApiClient({ limited }));
      await ready();
      advance(clock, 3 * STEP_MS + 30);
      expect(answerText()).not.toContain('Hidden');
      advance(clock, 60_000);
      expect(screen.getByTestId('answer')).not.toHaveTextContent('CONTENT_TRUNCATED_FOR_GUEST');
      expect(screen.getByTestId('content-lock-filler')).toHaveTextContent('Hidden filler sentence about results.');
      expect(screen.getByRole('link', { name: /Register to view complete content/ })).toHaveAttribute('href', SIGN_UP_URL);
    });
  });

  describe('given the sample fails to load', () => {
    it('shows the not-found state', async () => {
      await renderDemo('no-such-sample');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Related References' })).toBeNull();
      expect(screen.getByRole('complementary', { name: 'Ask your own research question' })).toBeInTheDocument();
    });
  });

  it('renders on the server (loading state)', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={client}>
        <GenSearchDemo sampleId="covid-vaccine-cardiovascular" signUpUrl={SIGN_UP_URL} />
      </ApiClientProvider>,
    );
    expect(html).toContain('Gen AI Search Results');
    expect(html).toContain('Related References');
  });
});
