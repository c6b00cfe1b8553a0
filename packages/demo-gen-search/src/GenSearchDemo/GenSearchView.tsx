import type { GenAiSearchSource } from '@paperlight/api-client';
import { ContentLock, Skeleton, VisuallyHidden, visuallyHidden } from '@paperlight/ui-kit';
import { useId } from 'react';
import { takeUnits } from './answer';
import type { AnswerModel } from './answerModel';
import { AnswerText } from './AnswerText';
import { stripCitations, type SummarySegment } from './citations';
import { FollowUp } from './FollowUp';
import { ClosingCall, Header, Layout, SkeletonRows } from './GenSearchLayout';
import { ReferenceEntry } from './ReferenceEntry';
import { RelatedQuestions } from './RelatedQuestions';
import { discoveryPath } from './slugify';
import { Steps } from './Steps';
import { STEP_COUNT, STEP_LABELS, type Timeline } from './timeline';
import { useFollowNewest } from './useFollowNewest';
import { useReferences } from './useReferences';
import * as styles from './GenSearchDemo.css';

/** Where a reference's title links; `null` links its DOI. */
type DiscoveryHref = (source: { dyson_id: string; title: string }) => string | null;
const defaultDiscoveryHref: DiscoveryHref = (source) => discoveryPath(source.title, source.dyson_id);

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

export interface GenSearchViewProps {
  model: AnswerModel;
  timeline: Timeline;
  signUpUrl: string;
  discoveryHref?: DiscoveryHref;
}

/** The screen for a given moment of the timeline; stateless apart from which references are open. */
export function GenSearchView({ model, timeline, signUpUrl, discoveryHref = defaultDiscoveryHref }: GenSearchViewProps) {
  const prefix = useId();
  const { open, toggle, showReference, referenceId } = useReferences(prefix);
  const { messagesRef, onMessagesScroll } = useFollowNewest(timeline);

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
            {/* Read by screen readers; the steps above already show it visually. */}
            <p className={visuallyHidden} role="status">
              {timeline.done
                ? 'Answer complete.'
                : timeline.streaming
                  ? 'Writing the answer…'
                  : `Step ${timeline.step} of ${STEP_COUNT}: ${STEP_LABELS[timeline.step - 1]}`}
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
            {timeline.done && model.relatedQuestions.length > 0 ? (
              <RelatedQuestions questions={model.relatedQuestions} signUpUrl={signUpUrl} />
            ) : null}
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

export type { GenAiSearchSource };
