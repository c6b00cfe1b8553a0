import { PdfViewer, type PdfHighlight, type PdfLoader } from '@paperlight/pdf-viewer';
import { Button, prefersReducedMotion, Tabs, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  askQuestion,
  initialChatState,
  remainingQuestions,
  STREAM_TICK_MS,
  streamTick,
  SUGGESTION_ROTATE_MS,
  suggestionAt,
  visibleLength,
  type ChatState,
} from './chatState';
import * as styles from './ChatPaperDemo.css';
import { ModelPicker } from './ModelPicker';
import { answerParts, messagesOf, type ChatPaperSample, type ChatQuestion, type ChatQuote } from './sample';

export interface ChatPaperScreenProps {
  sample: ChatPaperSample;
  signUpUrl: string;
  /** Opens the PDF; pdf.js by default. */
  pdfLoader?: PdfLoader;
  /**
   * Random numbers in [0, 1) that pick each streamed chunk's size (1 to 3 characters).
   * @default Math.random
   */
  random?: () => number;
  /** Starting conversation (stories show a finished one). */
  initialState?: ChatState;
}

type TabValue = 'mine' | 'general';

/** The header every state shares: title and 'Try your file' (sign-up in a new tab). */
export function ChatPaperHeader({ signUpUrl, paperTitle }: { signUpUrl: string; paperTitle?: string }) {
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>Chat With Paper Results</h2>
      <Button asChild variant="primary" size="sm">
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Try your file
          <VisuallyHidden> (opens sign-up in a new tab)</VisuallyHidden>
        </a>
      </Button>
      {paperTitle ? <p className={styles.paperTitle}>{paperTitle}</p> : null}
    </header>
  );
}

/** The loaded demo: the PDF on the left, the canned conversation on the right. */
/** The layout puts the PDF beside the chat from this width on (ChatPaperDemo.css.ts). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

export function ChatPaperScreen({ sample, signUpUrl, pdfLoader, random = Math.random, initialState = initialChatState }: ChatPaperScreenProps) {
  const clock = useClock();
  const [chat, setChat] = useState<ChatState>(initialState);
  const [tab, setTab] = useState<TabValue>(initialState.asked.length > 0 ? 'mine' : 'general');
  const [highlight, setHighlight] = useState<(PdfHighlight & { quoteKey: string }) | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [step, setStep] = useState(0);
  const viewerRef = useRef<HTMLElement>(null);
  const conversationRef = useRef<HTMLDivElement>(null);
  const randomRef = useRef(random);
  randomRef.current = random;
  const inputId = useId();

  const byId = useMemo(() => new Map(sample.questions.map((q) => [q.id, q])), [sample.questions]);
  const remaining = remainingQuestions(sample.questions, chat);
  const streamingId = chat.streaming?.id ?? null;

  // Type the chosen answer out, 1 to 3 characters every 50 ms.
  useEffect(() => {
    if (!streamingId) return;
    const length = byId.get(streamingId)?.result.length ?? 0;
    const timer = clock.setInterval(() => setChat((state) => streamTick(state, length, randomRef.current())), STREAM_TICK_MS);
    return () => clock.clearInterval(timer);
  }, [streamingId, byId, clock]);

  // Announce the end of an answer once (the typing itself would flood a screen reader).
  const lastStreaming = useRef<string | null>(null);
  useEffect(() => {
    const finished = lastStreaming.current;
    lastStreaming.current = streamingId;
    if (finished && !streamingId) {
      const quotes = byId.get(finished)?.quotes.length ?? 0;
      setAnnouncement(`Answer ready${quotes > 0 ? `, with ${quotes} ${quotes === 1 ? 'quote' : 'quotes'} from the paper` : ''}.`);
    }
  }, [streamingId, byId]);

  // Keep the newest words in view while they are typed.
  const shown = chat.streaming?.shown ?? 0;
  useEffect(() => {
    const element = conversationRef.current?.parentElement;
    if (element && streamingId) element.scrollTop = element.scrollHeight;
  }, [shown, streamingId]);

  // Suggested prompts rotate every 1.5 s; they stay still for someone who asks for reduced motion.
  const rotating = remaining.length > 1 && !prefersReducedMotion();
  useEffect(() => {
    if (!rotating) return;
    const timer = clock.setInterval(() => setStep((n) => n + 1), SUGGESTION_ROTATE_MS);
    return () => clock.clearInterval(timer);
  }, [rotating, clock]);

  const ask = (question: ChatQuestion) => {
    if (chat.streaming || chat.asked.includes(question.id)) return;
    setChat((state) => askQuestion(state, question.id));
    setTab('mine');
    setAnnouncement(`Answering: ${question.question}`);
  };

  const showQuote = (question: ChatQuestion, quote: ChatQuote) => {
    const quoteKey = `${question.id}:${quote.id}`;
    setHighlight((current) => ({
      key: `${quoteKey}:${(Number(current?.key.split(':')[2]) || 0) + 1}`,
      quoteKey,
      pageNumber: quote.coordinates.pageNumber,
      rects: quote.coordinates.rects,
    }));
    setAnnouncement(`Showing quote ${quote.id} on page ${quote.coordinates.pageNumber} of the PDF.`);
    // Below 1024 px the viewer sits above the chat: bring it into view whenever any of it is off
    // screen, or the highlight lands where nobody sees it. (Side by side, both are in view already.)
    const viewer = viewerRef.current;
    const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
    const box = viewer?.getBoundingClientRect();
    if (viewer && box && !matches(SIDE_BY_SIDE_QUERY) && (box.top < 0 || box.bottom > window.innerHeight)) {
      viewer.scrollIntoView?.({ block: 'center', behavior: matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth' });
    }
  };

  const suggestion = suggestionAt(remaining, step);
  const busy = chat.streaming !== null;

  const mine: ReactNode =
    chat.asked.length === 0 ? (
      <p className={styles.hint}>Select a question from the General tab to start the conversation</p>
    ) : (
      <div ref={conversationRef}>
        <ol className={styles.conversation} aria-label="Conversation">
          {chat.asked.map((id) => {
            const question = byId.get(id);
            if (!question) return null;
            const visible = visibleLength(chat, id, question.result.length);
            const [user, assistant] = messagesOf(question, visible);
            const done = visible >= question.result.length;
            return [
              <li key={`${id}-q`} className={styles.userMessage} data-role={user.role}>
                <VisuallyHidden>You: </VisuallyHidden>
                {user.content}
              </li>,
              <li key={`${id}-a`} className={styles.assistantMessage} data-role={assistant.role} aria-busy={!done || undefined} data-testid="assistant-message">
                <VisuallyHidden>Assistant: </VisuallyHidden>
                <p className={styles.messageText} data-testid="answer-text">
                  {answerParts(assistant.content, assistant.quotesElements ?? []).map((part, index) =>
                    part.kind === 'text' ? (
                      <span key={index}>{part.text}</span>
                    ) : (
                      <button
                        key={index}
                        type="button"
                        className={styles.cite}
                        aria-label={`Show quote ${part.label} on page ${part.quote.coordinates.pageNumber}`}
                        onClick={() => showQuote(question, part.quote)}
                      >
                        {part.label}
                      </button>
                    ),
                  )}
                  {done ? null : <span className={styles.cursor} aria-hidden="true" />}
                </p>
                {done && question.quotes.length > 0 ? (
                  <>
                    <p className={styles.quotesTitle} id={`${inputId}-${id}-quotes`}>
                      Quotes from the paper
                    </p>
                    <ul className={styles.quoteList} aria-labelledby={`${inputId}-${id}-quotes`}>
                      {question.quotes.map((quote) => (
                        <li key={quote.id}>
                          <button
                            type="button"
                            className={styles.quoteButton}
                            aria-current={highlight?.quoteKey === `${id}:${quote.id}` || undefined}
                            onClick={() => showQuote(question, quote)}
                          >
                            <span className={styles.quoteNumber}>{quote.id}</span>
                            <span className={styles.quoteText}>“{quote.text}”</span>
                            <span className={styles.quotePage}>p. {quote.coordinates.pageNumber}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>,
            ];
          })}
        </ol>
      </div>
    );

  const general: ReactNode =
    remaining.length === 0 ? (
      <div className={styles.allUsed}>
        <p className={styles.allUsedTitle}>All demo questions used! Sign up for more.</p>
        <p className={styles.allUsedText}>Check the &quot;My Questions&quot; tab to see your conversation history.</p>
        <Button asChild variant="secondary" size="sm">
          <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
            Sign up
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      </div>
    ) : (
      <ul className={styles.questionList} aria-label="Demo questions">
        {remaining.map((question) => (
          <li key={question.id}>
            <button
              type="button"
              className={styles.questionButton}
              aria-disabled={busy || undefined}
              onClick={() => ask(question)}
            >
              {question.question}
            </button>
          </li>
        ))}
      </ul>
    );

  const source = sample.source;
  return (
    <div className={styles.root} data-state="ready">
      <ChatPaperHeader signUpUrl={signUpUrl} paperTitle={sample.title} />
      <div className={styles.body}>
        <section ref={viewerRef} className={styles.viewerColumn} aria-label="Paper">
          <PdfViewer
            className={styles.viewer}
            url={sample.pdf}
            title={sample.title}
            loader={pdfLoader}
            highlight={highlight}
          />
          {source ? (
            <p className={styles.attribution}>
              Sample paper: {source.authors ? `${source.authors}. ` : ''}
              {source.venue ? `${source.venue}. ` : ''}
              {source.doi ? (
                <a className={styles.link} href={`https://doi.org/${source.doi}`} target="_blank" rel="noopener noreferrer">
                  doi:{source.doi}
                </a>
              ) : null}
              {source.licence ? (
                <>
                  {' '}
                  Licence:{' '}
                  {source.licenceUrl ? (
                    <a className={styles.link} href={source.licenceUrl} target="_blank" rel="noopener noreferrer">
                      {source.licence}
                    </a>
                  ) : (
                    source.licence
                  )}
                  .
                </>
              ) : null}
            </p>
          ) : null}
        </section>
        <section className={styles.chatColumn} aria-label="Chat">
          <div className={styles.toolbar}>
            <ModelPicker signUpUrl={signUpUrl} />
          </div>
          <Tabs
            className={styles.tabs}
            label="Questions"
            value={tab}
            onValueChange={(value) => setTab(value as TabValue)}
            items={[
              { value: 'mine', label: 'My Questions', content: <div className={styles.panel}>{mine}</div> },
              { value: 'general', label: 'General', content: <div className={styles.panel}>{general}</div> },
            ]}
          />
          {suggestion ? (
            <div className={styles.suggestion}>
              <span className={styles.suggestionLabel}>Try asking:</span>
              <button
                type="button"
                className={styles.suggestionButton}
                aria-disabled={busy || undefined}
                onClick={() => ask(suggestion)}
                data-testid="suggested-prompt"
              >
                {suggestion.question}
              </button>
            </div>
          ) : null}
          <div className={styles.composer}>
            <label htmlFor={inputId}>
              <VisuallyHidden>Ask a question about the paper</VisuallyHidden>
            </label>
            <input id={inputId} className={styles.composerInput} type="text" disabled placeholder="Please register to ask more questions" />
            <a className={styles.composerLink} href={signUpUrl} target="_blank" rel="noopener noreferrer" data-testid="composer-sign-up">
              <VisuallyHidden>Please register to ask more questions (opens sign-up in a new tab)</VisuallyHidden>
            </a>
            <button type="button" className={styles.sendButton} disabled aria-label="Send">
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M1.5 1.2 15 8 1.5 14.8l1.6-5.6L10 8 3.1 6.8 1.5 1.2Z" />
              </svg>
            </button>
          </div>
          <div role="status" aria-live="polite">
            <VisuallyHidden>{announcement}</VisuallyHidden>
          </div>
        </section>
      </div>
    </div>
  );
}
