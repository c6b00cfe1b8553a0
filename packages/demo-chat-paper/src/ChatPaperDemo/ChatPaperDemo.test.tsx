import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  axe,
  constantRandom,
  createFakePdfLoader,
  fakeApiClient,
  renderWithProviders,
  sampleData,
  sampleResponse,
  SIGN_UP_URL,
} from '../test';
import { ChatPaperDemo } from './ChatPaperDemo';
import { MINIMUM_WAIT_MS } from './chatState';

function renderDemo(
  answer: (method: string, path: string) => Promise<unknown> = () => Promise.resolve(sampleResponse),
  random = constantRandom(0.5),
) {
  const client = fakeApiClient(answer);
  const pdfLoader = createFakePdfLoader();
  const view = renderWithProviders(<ChatPaperDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} pdfLoader={pdfLoader} random={random} />, {
    client,
  });
  return { ...view, client, pdfLoader };
}

async function renderReady(random?: () => number) {
  const view = renderDemo(undefined, random);
  await waitFor(() => expect(view.client.calls).toHaveLength(1));
  await view.advance(MINIMUM_WAIT_MS);
  await screen.findByRole('tab', { name: 'General' });
  return view;
}

const tabPanel = () => screen.getByRole('tabpanel');

function expectNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute('href', SIGN_UP_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('ChatPaperDemo', () => {
  describe('given the sample arrives at once', () => {
    it('keeps loading for the 5 s minimum wait, then shows the paper and the questions', async () => {
      const { client, advance, container, pdfLoader } = renderDemo();
      expect(screen.getByRole('heading', { name: 'Chat With Paper Results' })).toBeInTheDocument();
      expect(container.firstChild).toHaveAttribute('data-state', 'loading');
      await waitFor(() => expect(client.calls).toEqual(['GET /chat-with-pdf/sample/medicine']));
      await advance(MINIMUM_WAIT_MS - 1);
      expect(container.firstChild).toHaveAttribute('data-state', 'loading');
      // The PDF opens during the wait, once.
      expect(pdfLoader.opened).toEqual([sampleData.pdf]);
      await advance(1);
      expect(container.firstChild).toHaveAttribute('data-state', 'ready');
      expect(screen.getByText(sampleData.title)).toBeInTheDocument();
      expect(await screen.findByRole('group', { name: 'Page 1 of 3' })).toBeInTheDocument();
      expect(pdfLoader.opened).toHaveLength(1);
    });

    it('links Try your file to sign-up in a new tab', async () => {
      await renderReady();
      expectNewTab(screen.getByRole('link', { name: /Try your file/ }));
    });

    it('has no axe violations', async () => {
      const { container } = await renderReady();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given the request fails', () => {
    it('shows the error only after the minimum wait, and Try Again fetches again', async () => {
      let calls = 0;
      const { advance, user, container } = renderDemo(() =>
        ++calls === 1 ? Promise.reject(new Error('Request failed with status 500')) : Promise.resolve(sampleResponse),
      );
      await waitFor(() => expect(calls).toBe(1));
      expect(screen.queryByText('Error Loading Results')).not.toBeInTheDocument();
      await advance(MINIMUM_WAIT_MS);
      expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Results');
      expect(screen.getByText('Unable to load chat with paper results.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(container.firstChild).toHaveAttribute('data-state', 'loading');
      await waitFor(() => expect(calls).toBe(2));
      await advance(MINIMUM_WAIT_MS);
      expect(await screen.findByRole('tab', { name: 'General' })).toBeInTheDocument();
    });
  });

  describe('given a sample without results', () => {
    it("shows 'No data available'", async () => {
      const { advance } = renderDemo(() => Promise.resolve({ statusCode: 200, data: { ...sampleData, results: [] } }));
      await advance(0);
      await waitFor(() => undefined);
      await advance(MINIMUM_WAIT_MS);
      expect(await screen.findByText('No data available')).toBeInTheDocument();
    });
  });

  describe('given a sample without a PDF', () => {
    it("shows 'PDF not available' beside the chat", async () => {
      const { advance } = renderDemo(() => Promise.resolve({ statusCode: 200, data: { ...sampleData, pdf: null } }));
      await advance(0);
      await advance(MINIMUM_WAIT_MS);
      expect(await screen.findByText('PDF not available')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'General' })).toBeInTheDocument();
    });
  });

  describe('the conversation', () => {
    it('starts empty with a hint and lists the demo questions under General', async () => {
      const { user } = await renderReady();
      expect(screen.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
      const questions = within(tabPanel()).getAllByRole('button');
      expect(questions.map((q) => q.textContent)).toEqual(sampleData.results.map((r) => r.question));
      await user.click(screen.getByRole('tab', { name: 'My Questions' }));
      expect(tabPanel()).toHaveTextContent('Select a question from the General tab to start the conversation');
    });

    it('moves a chosen question to My Questions and streams its whole answer, 1 to 3 characters every 50 ms', async () => {
      const { user, advance } = await renderReady(constantRandom(0)); // 1 character per tick
      const question = sampleData.results[0]!;
      await user.click(within(tabPanel()).getByRole('button', { name: question.question }));
      expect(screen.getByRole('tab', { name: 'My Questions', selected: true })).toBeInTheDocument();
      expect(tabPanel()).toHaveTextContent(question.question);
      const answer = () => screen.getByTestId('answer-text');
      expect(answer().textContent).toBe('');
      await advance(50);
      expect(answer().textContent).toBe('F');
      await advance(150);
      expect(answer().textContent).toBe('Four');
      await advance(50 * question.result.length);
      // The citation [1] becomes a button labelled 1.
      expect(answer().textContent).toBe(question.result.replace('[1]', '1'));
      expect(screen.getByTestId('assistant-message')).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('status')).toHaveTextContent('Answer ready, with 1 quote from the paper.');
      await user.click(screen.getByRole('tab', { name: 'General' }));
      expect(within(tabPanel()).queryByRole('button', { name: question.question })).not.toBeInTheDocument();
    });

    it('drops no character when time jumps ahead', async () => {
      const { user, advance } = await renderReady(constantRandom(0.99)); // 3 characters per tick
      const question = sampleData.results[1]!;
      await user.click(within(tabPanel()).getByRole('button', { name: question.question }));
      await advance(60_000);
      expect(screen.getByTestId('answer-text').textContent).toBe(question.result.replace('[1]', '1').replace('[2]', '2'));
    });

    it('shows the all-used messages once every question is asked, and keeps the history', async () => {
      const { user, advance } = await renderReady(constantRandom(0.99));
      for (const question of sampleData.results) {
        await user.click(screen.getByRole('tab', { name: 'General' }));
        await user.click(within(tabPanel()).getByRole('button', { name: question.question }));
        await advance(50 * question.result.length);
      }
      await user.click(screen.getByRole('tab', { name: 'General' }));
      expect(tabPanel()).toHaveTextContent('All demo questions used! Sign up for more.');
      expect(tabPanel()).toHaveTextContent('Check the "My Questions" tab to see your conversation history.');
      expectNewTab(within(tabPanel()).getByRole('link', { name: /Sign up/ }));
      await user.click(screen.getByRole('tab', { name: 'My Questions' }));
      expect(screen.getAllByTestId('assistant-message')).toHaveLength(3);
    });

    it('highlights a quote on its page when a citation is clicked', async () => {
      const { user, advance } = await renderReady(constantRandom(0.99));
      const question = sampleData.results[1]!;
      await user.click(within(tabPanel()).getByRole('button', { name: question.question }));
      await advance(50 * question.result.length);
      await user.click(screen.getByRole('button', { name: 'Show quote 2 on page 3' }));
      const page3 = screen.getByRole('group', { name: 'Page 3 of 3' });
      const rects = within(page3).getAllByTestId('pdf-highlight');
      expect(rects).toHaveLength(2);
      // jsdom has no layout: pages keep scale 640 − 2·16 gutter over 612 units.
      const scale = (640 - 32) / 612;
      expect(parseFloat(rects[0]!.style.left)).toBeCloseTo(300 * scale, 3);
      expect(parseFloat(rects[0]!.style.top)).toBeCloseTo((792 - 311) * scale, 3);
      expect(screen.getByRole('status')).toHaveTextContent('Showing quote 2 on page 3 of the PDF.');
      await user.click(screen.getByRole('button', { name: /Caution must|summary all cause SMRs/ }));
      expect(within(screen.getByRole('group', { name: 'Page 2 of 3' })).getAllByTestId('pdf-highlight')).toHaveLength(1);
      expect(within(page3).queryByTestId('pdf-highlight')).not.toBeInTheDocument();
    });

    it('on a phone, brings the PDF above the chat into view when a quote is chosen', async () => {
      const { user, advance } = await renderReady(constantRandom(0.99));
      const question = sampleData.results[1]!;
      await user.click(within(tabPanel()).getByRole('button', { name: question.question }));
      await advance(50 * question.result.length);
      const viewer = screen.getByRole('region', { name: 'Paper' });
      // The viewer is scrolled half out of the top of a 390 × 844 screen.
      viewer.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -300, width: 390, height: 520 });
      const scrollIntoView = vi.fn();
      viewer.scrollIntoView = scrollIntoView;
      await user.click(screen.getByRole('button', { name: 'Show quote 2 on page 3' }));
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
      // Already in full view: left where it is.
      scrollIntoView.mockClear();
      viewer.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 120, width: 390, height: 520 });
      await user.click(screen.getByRole('button', { name: 'Show quote 2 on page 3' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('ignores other questions while an answer streams', async () => {
      const { user, advance } = await renderReady(constantRandom(0));
      await user.click(within(tabPanel()).getByRole('button', { name: sampleData.results[0]!.question }));
      await user.click(screen.getByRole('tab', { name: 'General' }));
      const other = within(tabPanel()).getByRole('button', { name: sampleData.results[1]!.question });
      expect(other).toHaveAttribute('aria-disabled', 'true');
      await user.click(other);
      await advance(50);
      await user.click(screen.getByRole('tab', { name: 'My Questions' }));
      expect(screen.getAllByTestId('assistant-message')).toHaveLength(1);
    });
  });

  describe('the locked controls', () => {
    it('disables the input and lays a sign-up link over it', async () => {
      await renderReady();
      const input = screen.getByRole('textbox', { name: 'Ask a question about the paper' });
      expect(input).toBeDisabled();
      expect(input).toHaveAttribute('placeholder', 'Please register to ask more questions');
      expectNewTab(screen.getByRole('link', { name: /Please register to ask more questions/ }));
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('offers four models of two families: the first selectable, three locked', async () => {
      const { user } = await renderReady();
      const toggle = screen.getByRole('button', { name: 'Model: Gemini 2.5 Flash (Preview)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('group', { name: 'Gemini' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'GPT' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Gemini 2.5 Flash (Preview)', pressed: true })).toBeInTheDocument();
      const locked = screen.getAllByRole('link', { name: /locked: sign up to use it/ });
      expect(locked.map((link) => link.textContent?.replace(/ \(locked.*$/, ''))).toEqual(['Gemini 2.5 Pro', 'GPT-4.1', 'GPT-4.1 mini']);
      locked.forEach(expectNewTab);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });

  describe('the suggested prompts', () => {
    it('rotate every 1.5 s among the questions not yet asked, and ask one when clicked', async () => {
      const { advance, user } = await renderReady();
      const prompt = () => screen.getByTestId('suggested-prompt');
      expect(prompt()).toHaveTextContent(sampleData.results[0]!.question);
      await advance(1_499);
      expect(prompt()).toHaveTextContent(sampleData.results[0]!.question);
      await advance(1);
      expect(prompt()).toHaveTextContent(sampleData.results[1]!.question);
      await advance(1_500);
      expect(prompt()).toHaveTextContent(sampleData.results[2]!.question);
      await user.click(prompt());
      expect(screen.getByRole('tab', { name: 'My Questions', selected: true })).toBeInTheDocument();
      expect(tabPanel()).toHaveTextContent(sampleData.results[2]!.question);
    });

    it('stay still when the user prefers reduced motion', async () => {
      const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }));
      try {
        const { advance } = await renderReady();
        await advance(6_000);
        expect(screen.getByTestId('suggested-prompt')).toHaveTextContent(sampleData.results[0]!.question);
      } finally {
        matchMedia.mockRestore();
      }
    });
  });
});
