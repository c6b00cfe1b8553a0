import type { GenAiSearchSource } from '@paperlight/api-client';
import { Button, ContentLock, SignUpCall, Skeleton, splitGuestContent, VisuallyHidden } from '@paperlight/ui-kit';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { countUnits, doiUrl, bareDoi, formatPubDate, numberSources, resolveSegments, takeUnits, toParagraphs, type NumberedSource } from './answer';
import { authorName, citationLabel } from './authorLabel';
import { parseCitations, stripCitations, type SummarySegment } from './citations';
import { discoveryPath } from './slugify';
import { SKELETON_ROWS, STEP_COUNT, STEP_LABELS, type Timeline } from './timeline';
import type { GenSearchSample } from './useGenSearchSample';
import * as styles from './GenSearchDemo.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Everything the screen derives from a sample once. */
export interface AnswerModel {
  question: string | null;
  /** The readable answer (before any guest marker), citations resolved to known sources. */
  segments: SummarySegment[];
  units: number;
  /** The whole summary when it is guest-limited (shown through ContentLock once typed), else `null`. */
  lockedSummary: string | null;
  sources: NumberedSource[];
  byId: ReadonlyMap<string, NumberedSource>;
  relatedQuestions: string[];
}

export function buildAnswerModel(sample: GenSearchSample, fallbackQuestion?: string): AnswerModel {
  const sources = numberSources(sample.summary, sample.summary_references);
  const byId = new Map(sources.map((source) => [source.id, source]));
  const { visible, filler } = splitGuestContent(sample.summary);
  const segments = resolveSegments(parseCitations(visible.trim()), new Set(byId.keys()));
  const question = typeof sample.question === 'string' && sample.question.trim() ? sample.question.trim() : (fallbackQuestion?.trim() || null);
  return {
    question,
    segments,
    units: countUnits(segments),
    lockedSummary: filler === null ? null : sample.summary,
    sources,
    byId,
    relatedQuestions: sample.related_questions.filter((item) => item.trim() !== ''),
  };
}

export function useAnswerModel(sample: GenSearchSample, fallbackQuestion?: string): AnswerModel {
  return useMemo(() => buildAnswerModel(sample, fallbackQuestion), [sample, fallbackQuestion]);
}

type DiscoveryHref = (source: { dyson_id: string; title: string }) => string | null;
const defaultDiscoveryHref: DiscoveryHref = (source) => discoveryPath(source.title, source.dyson_id);

// ------------------------------------------------------------------ frame

function Header({ signUpUrl }: { signUpUrl: string }) {
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>Gen AI Search Results</h2>
      <Button asChild>
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Try your query
          <VisuallyHidden> (opens sign-up in a new tab)</VisuallyHidden>
        </a>
      </Button>
    </header>
  );
}

interface LayoutProps {
  signUpUrl: string;
  messages: ReactNode;
  followUp: ReactNode;
  references: ReactNode;
  messagesRef?: Ref<HTMLDivElement>;
  onMessagesScroll?: () => void;
}

/**
 * SPEC §1: the demo ends with a call to sign up. It is there from the first frame, so the page does
 * not grow under the visitor when the answer completes.
 */
export function ClosingCall({ signUpUrl }: { signUpUrl: string }) {
  return (
    <SignUpCall title="Ask your own research question" signUpUrl={signUpUrl}>
      Sign up to search the literature with your own questions and follow-ups, and export every answer with its references.
    </SignUpCall>
  );
}

function Layout({ signUpUrl, messages, followUp, references, messagesRef, onMessagesScroll }: LayoutProps) {
  const referencesTitle = useId();
  return (
    <section className={styles.root} aria-label="Gen AI Search demo">
      <Header signUpUrl={signUpUrl} />
      <div className={styles.layout}>
        <section className={styles.chat} aria-label="Conversation">
          <div ref={messagesRef} className={styles.messages} onScroll={onMessagesScroll} tabIndex={0} role="group" aria-label="Messages">
            {messages}
          </div>
          {followUp}
        </section>
        {/* The panel scrolls on its own on large screens, so it takes focus for keyboard scrolling. */}
        <section className={styles.references} aria-labelledby={referencesTitle} tabIndex={0}>
          <h3 id={referencesTitle} className={styles.referencesTitle}>
            Related References
          </h3>
          {references}
        </section>
      </div>
      <ClosingCall signUpUrl={signUpUrl} />
    </section>
  );
}

function SkeletonRows({ label }: { label: string }) {
  return (
    <div className={styles.referenceList} role="status" aria-busy="true" data-testid="reference-skeletons">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton shape="text" width={44} height={14} />
          <Skeleton shape="text" width={`${60 + ((index * 17) % 30)}%`} height={14} />
        </div>
      ))}
    </div>
  );
}

/** The screen before the sample arrives: same frame and sizes, so nothing moves when it does. */
export function GenSearchFrame({ signUpUrl }: { signUpUrl: string }) {
  return (
    <Layout
      signUpUrl={signUpUrl}
      messages={
        <div role="status" aria-busy="true" className={styles.userRow}>
          <VisuallyHidden>Loading the search</VisuallyHidden>
          <Skeleton width="min(28rem, 80%)" height={44} className={styles.userSkeleton} />
        </div>
      }
      followUp={<FollowUp done={false} signUpUrl={signUpUrl} />}
      references={<SkeletonRows label="Loading references" />}
    />
  );
}

/** Shown when the sample cannot be loaded (SPEC §8: not-found). */
export function GenSearchNotFound({ signUpUrl }: { signUpUrl: string }) {
  return (
    <section className={styles.root} aria-label="Gen AI Search demo">
      <Header signUpUrl={signUpUrl} />
      <div className={styles.notFound} role="alert">
        <h3 className={styles.notFoundTitle}>Page not found</h3>
        <p>This sample search does not exist or could not be loaded. Choose another sample question, or sign up to ask your own.</p>
      </div>
      <ClosingCall signUpUrl={signUpUrl} />
    </section>
  );
}

// ------------------------------------------------------------------ running view

export interface GenSearchViewProps {
  model: AnswerModel;
  timeline: Timeline;
  signUpUrl: string;
  discoveryHref?: DiscoveryHref;
}

/** The screen for a given moment of the timeline; stateless apart from which references are open. */
export function GenSearchView({ model, timeline, signUpUrl, discoveryHref = defaultDiscoveryHref }: GenSearchViewProps) {
  const prefix = useId();
  const referenceId = (id: string) => `${prefix}-ref-${id}`;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [reveal, setReveal] = useState<{ id: string; request: number } | null>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const showReference = useCallback((id: string) => {
    setOpen((current) => (current.has(id) ? current : new Set(current).add(id)));
    setReveal((current) => ({ id, request: (current?.request ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!reveal) return;
    const target = document.getElementById(`${prefix}-ref-${reveal.id}`);
    if (!target) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
    target.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [reveal, prefix]);

  // Keep the newest typed words in view unless the reader scrolled up to read.
  useIsomorphicLayoutEffect(() => {
    const box = messagesRef.current;
    if (box && stickToEnd.current && (timeline.streaming || timeline.done)) box.scrollTop = box.scrollHeight;
  }, [timeline.visible, timeline.done, timeline.streaming]);
  // …and when the box itself changes size (a phone turned, the page laid out again) while it follows them.
  const following = timeline.streaming || timeline.done;
  useEffect(() => {
    const box = messagesRef.current;
    if (!box || !following || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (stickToEnd.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [following]);
  const onMessagesScroll = () => {
    const box = messagesRef.current;
    if (box) stickToEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 32;
  };

  const shown = timeline.done ? model.segments : takeUnits(model.segments, timeline.visible);
  const renderAnswer = (segments: readonly SummarySegment[], cursor: boolean) => (
    <AnswerText segments={segments} byId={model.byId} referenceId={referenceId} onCite={showReference} cursor={cursor} />
  );

  return (
    <Layout
      signUpUrl={signUpUrl}
      messagesRef={messagesRef}
      onMessagesScroll={onMessagesScroll}
      messages={
        <>
          {model.question ? (
            <div className={styles.userRow}>
              <p className={styles.userMessage}>
                <VisuallyHidden>Your question: </VisuallyHidden>
                {model.question}
              </p>
            </div>
          ) : null}
          <div className={styles.assistant}>
            <Steps timeline={timeline} />
            <p className={styles.liveStatus} role="status">
              {timeline.done ? 'Answer complete.' : timeline.streaming ? 'Writing the answer…' : `Step ${timeline.step} of ${STEP_COUNT}: ${STEP_LABELS[timeline.step - 1]}`}
            </p>
            {timeline.streaming || timeline.done ? (
              <div className={styles.answer} aria-busy={timeline.streaming} data-testid="answer">
                {timeline.done && model.lockedSummary !== null ? (
                  <ContentLock
                    text={model.lockedSummary}
                    signUpUrl={signUpUrl}
                    action="register"
                    renderContent={() => renderAnswer(model.segments, false)}
                    formatFiller={stripCitations}
                  />
                ) : (
                  renderAnswer(shown, timeline.streaming)
                )}
              </div>
            ) : null}
            {timeline.done && model.relatedQuestions.length > 0 ? <RelatedQuestions questions={model.relatedQuestions} signUpUrl={signUpUrl} /> : null}
          </div>
        </>
      }
      followUp={<FollowUp done={timeline.done} signUpUrl={signUpUrl} />}
      references={
        timeline.done ? (
          <ol className={styles.referenceList} aria-label="References">
            {model.sources.map((item) => (
              <ReferenceEntry
                key={item.id}
                item={item}
                domId={referenceId(item.id)}
                open={open.has(item.id)}
                onToggle={() => toggle(item.id)}
                titleHref={discoveryHref(item.source)}
              />
            ))}
          </ol>
        ) : (
          <SkeletonRows label="Finding references" />
        )
      }
    />
  );
}

// ------------------------------------------------------------------ pieces

function Steps({ timeline }: { timeline: Timeline }) {
  return (
    <ol className={styles.steps} aria-label="Progress">
      {STEP_LABELS.map((label, index) => {
        const number = index + 1;
        const state = timeline.done || number < timeline.step ? 'done' : number === timeline.step ? 'active' : 'pending';
        return (
          <li key={label} className={styles.step[state]} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={styles.stepMarker[state]} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span>{label}</span>
            <VisuallyHidden>{state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ' (to do)'}</VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}

interface AnswerTextProps {
  segments: readonly SummarySegment[];
  byId: ReadonlyMap<string, NumberedSource>;
  referenceId: (id: string) => string;
  onCite: (id: string) => void;
  cursor: boolean;
}

function AnswerText({ segments, byId, referenceId, onCite, cursor }: AnswerTextProps) {
  const paragraphs = toParagraphs(segments);
  if (paragraphs.length === 0 && cursor) paragraphs.push([]);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph.map((segment, at) =>
            segment.kind === 'text' ? (
              <span key={at}>{segment.text}</span>
            ) : (
              <Citation key={at} ids={segment.ids} byId={byId} referenceId={referenceId} onCite={onCite} />
            ),
          )}
          {cursor && index === paragraphs.length - 1 ? <span className={styles.cursor} aria-hidden="true" data-testid="typing-cursor" /> : null}
        </p>
      ))}
    </>
  );
}

function Citation({ ids, byId, referenceId, onCite }: { ids: readonly string[]; byId: AnswerTextProps['byId']; referenceId: AnswerTextProps['referenceId']; onCite: AnswerTextProps['onCite'] }) {
  const parts = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return (
    <span className={styles.citation}>
      {'('}
      {parts.map((item, index) => (
        <span key={item.id}>
          {index > 0 ? '; ' : null}
          <a
            className={styles.citationLink}
            href={`#${referenceId(item.id)}`}
            data-citation={item.id}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onCite(item.id);
            }}
          >
            {citationLabel(item.source)}
            <VisuallyHidden>{` (reference Q ${item.number})`}</VisuallyHidden>
          </a>
        </span>
      ))}
      {')'}
    </span>
  );
}

function RelatedQuestions({ questions, signUpUrl }: { questions: readonly string[]; signUpUrl: string }) {
  const titleId = useId();
  return (
    <section className={styles.related} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.relatedTitle}>
        Related questions
      </h3>
      <ul className={styles.relatedList}>
        {questions.map((question) => (
          <li key={question}>
            <a className={styles.relatedLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
              <span>{question}</span>
              <LockIcon />
              <VisuallyHidden> (sign up to ask; opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FollowUp({ done, signUpUrl }: { done: boolean; signUpUrl: string }) {
  const inputId = useId();
  const hintId = useId();
  const openSignUp = () => window.open(signUpUrl, '_blank', 'noopener,noreferrer');
  return (
    <div className={styles.followUp}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Follow-up question</VisuallyHidden>
      </label>
      <input
        id={inputId}
        className={styles.followUpInput}
        type="text"
        disabled={!done}
        readOnly
        placeholder={done ? 'Ask a follow-up question' : 'Please wait...'}
        aria-describedby={hintId}
        onClick={done ? openSignUp : undefined}
        onKeyDown={
          done
            ? (event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  openSignUp();
                }
              }
            : undefined
        }
      />
      <span id={hintId} hidden>
        {done ? 'Sign up to ask follow-up questions.' : 'The answer is still being written.'}
      </span>
      {done ? (
        <a className={styles.sendButton} href={signUpUrl} target="_blank" rel="noopener noreferrer">
          <SendIcon />
          <VisuallyHidden>Sign up to ask a follow-up question (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <button type="button" className={styles.sendButton} disabled>
          <SendIcon />
          <VisuallyHidden>Send (available when the answer is complete)</VisuallyHidden>
        </button>
      )}
    </div>
  );
}

interface ReferenceEntryProps {
  item: NumberedSource;
  domId: string;
  open: boolean;
  onToggle: () => void;
  titleHref: string | null;
}

function ReferenceEntry({ item, domId, open, onToggle, titleHref }: ReferenceEntryProps) {
  const panelId = `${domId}-panel`;
  const { source } = item;
  const doi = doiUrl(source.doi);
  const href = titleHref ?? doi;
  const date = formatPubDate(source.pubDate, source.year);
  const authors = source.authors.map(authorName).filter(Boolean);
  return (
    <li id={domId} className={styles.referenceItem} data-open={open || undefined}>
      <button type="button" className={styles.referenceToggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span className={styles.referenceNumber}>[Q {item.number}]</span>
        <span className={styles.referenceTitle}>{source.title}</span>
        <Chevron open={open} />
      </button>
      <div id={panelId} className={styles.referencePanel} hidden={!open}>
        <p className={styles.referenceFullTitle}>
          {href ? (
            <a className={styles.textLink} href={href} target="_blank" rel="noopener noreferrer">
              {source.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            source.title
          )}
        </p>
        <dl className={styles.referenceFacts}>
          {doi ? (
            <>
              <dt>DOI</dt>
              <dd>
                <a className={styles.textLink} href={doi} target="_blank" rel="noopener noreferrer">
                  {bareDoi(source.doi)}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </dd>
            </>
          ) : null}
          {date ? (
            <>
              <dt>Published</dt>
              <dd>{date}</dd>
            </>
          ) : null}
          {authors.length > 0 ? (
            <>
              <dt>{authors.length === 1 ? 'Author' : 'Authors'}</dt>
              <dd>{authors.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {source.abstract ? <p className={styles.abstract}>{source.abstract}</p> : null}
      </div>
    </li>
  );
}

// ------------------------------------------------------------------ icons

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
    </svg>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg className={open ? styles.chevronOpen : styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}

export type { GenAiSearchSource };
