import { VisuallyHidden } from '@paperlight/ui-kit';
import type { RefObject } from 'react';
import { visibleLength, type ChatState } from './chatState';
import * as styles from './ChatPaperDemo.css';
import { answerParts, messagesOf, type ChatQuestion, type ChatQuote } from './sample';

interface ConversationProps {
  chat: ChatState;
  byId: ReadonlyMap<string, ChatQuestion>;
  /** The screen's `useId`, the prefix of each quote list's title id. */
  idPrefix: string;
  /** The highlighted quote's 'question:quote' key. */
  highlightKey: string | undefined;
  onShowQuote: (question: ChatQuestion, quote: ChatQuote) => void;
  /** Its parent scrolls to keep the newest words in view. */
  conversationRef: RefObject<HTMLDivElement>;
}

/** The quotes an answer relies on, each a button that shows it in the PDF. */
function QuoteList({
  question,
  titleId,
  highlightKey,
  onShowQuote,
}: {
  question: ChatQuestion;
  titleId: string;
  highlightKey: string | undefined;
  onShowQuote: ConversationProps['onShowQuote'];
}) {
  return (
    <>
      <p className={styles.quotesTitle} id={titleId}>
        Quotes from the paper
      </p>
      <ul className={styles.quoteList} aria-labelledby={titleId}>
        {question.quotes.map((quote) => (
          <li key={quote.id}>
            <button
              type="button"
              className={styles.quoteButton}
              aria-current={highlightKey === `${question.id}:${quote.id}` || undefined}
              onClick={() => onShowQuote(question, quote)}
            >
              <span className={styles.quoteNumber}>{quote.id}</span>
              <span className={styles.quoteText}>“{quote.text}”</span>
              <span className={styles.quotePage}>p. {quote.coordinates.pageNumber}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * My Questions: each question asked and its answer as typed so far, its citations buttons that show
 * the quote in the PDF, and once typed the list of its quotes; a hint before the first question.
 */
export function Conversation({ chat, byId, idPrefix, highlightKey, onShowQuote, conversationRef }: ConversationProps) {
  if (chat.asked.length === 0) return <p className={styles.hint}>Select a question from the General tab to start the conversation</p>;
  return (
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
            <li
              key={`${id}-a`}
              className={styles.assistantMessage}
              data-role={assistant.role}
              aria-busy={!done || undefined}
              data-testid="assistant-message"
            >
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
                      onClick={() => onShowQuote(question, part.quote)}
                    >
                      {part.label}
                    </button>
                  ),
                )}
                {done ? null : <span className={styles.cursor} aria-hidden="true" />}
              </p>
              {done && question.quotes.length > 0 ? (
                <QuoteList question={question} titleId={`${idPrefix}-${id}-quotes`} highlightKey={highlightKey} onShowQuote={onShowQuote} />
              ) : null}
            </li>,
          ];
        })}
      </ol>
    </div>
  );
}
