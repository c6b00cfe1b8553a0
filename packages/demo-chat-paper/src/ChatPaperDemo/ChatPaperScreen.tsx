import { PdfViewer, type PdfLoader } from '@paperlight/pdf-viewer';
import { Button, Tabs, VisuallyHidden } from '@paperlight/ui-kit';
import { useId, useState } from 'react';
import { initialChatState, type ChatState } from './chatState';
import { LockedComposer, SuggestedPrompt } from './ChatComposer';
import * as styles from './ChatPaperDemo.css';
import { Conversation } from './Conversation';
import { ModelPicker } from './ModelPicker';
import { PaperAttribution } from './PaperAttribution';
import { QuestionList } from './QuestionList';
import type { ChatPaperSample, ChatQuestion } from './sample';
import { useChatConversation } from './useChatConversation';
import { useQuoteHighlight } from './useQuoteHighlight';
import { useRotatingSuggestion } from './useRotatingSuggestion';

export { SIDE_BY_SIDE_QUERY } from './useQuoteHighlight';

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
export function ChatPaperScreen({
  sample,
  signUpUrl,
  pdfLoader,
  random = Math.random,
  initialState = initialChatState,
}: ChatPaperScreenProps) {
  const [tab, setTab] = useState<TabValue>(initialState.asked.length > 0 ? 'mine' : 'general');
  const {
    chat,
    byId,
    remaining,
    announcement,
    announce,
    conversationRef,
    ask: askQuestion,
  } = useChatConversation(sample.questions, initialState, random);
  const { highlight, viewerRef, showQuote } = useQuoteHighlight(announce);
  const suggestion = useRotatingSuggestion(remaining);
  const inputId = useId();

  const ask = (question: ChatQuestion) => {
    if (askQuestion(question)) setTab('mine');
  };
  const busy = chat.streaming !== null;

  const source = sample.source;
  return (
    <div className={styles.root} data-state="ready">
      <ChatPaperHeader signUpUrl={signUpUrl} paperTitle={sample.title} />
      <div className={styles.body}>
        <section ref={viewerRef} className={styles.viewerColumn} aria-label="Paper">
          <PdfViewer className={styles.viewer} url={sample.pdf} title={sample.title} loader={pdfLoader} highlight={highlight} />
          {source ? <PaperAttribution source={source} /> : null}
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
              {
                value: 'mine',
                label: 'My Questions',
                content: (
                  <div className={styles.panel}>
                    <Conversation
                      chat={chat}
                      byId={byId}
                      idPrefix={inputId}
                      highlightKey={highlight?.quoteKey}
                      onShowQuote={showQuote}
                      conversationRef={conversationRef}
                    />
                  </div>
                ),
              },
              {
                value: 'general',
                label: 'General',
                content: (
                  <div className={styles.panel}>
                    <QuestionList remaining={remaining} busy={busy} onAsk={ask} signUpUrl={signUpUrl} />
                  </div>
                ),
              },
            ]}
          />
          {suggestion ? <SuggestedPrompt suggestion={suggestion} busy={busy} onAsk={ask} /> : null}
          <LockedComposer inputId={inputId} signUpUrl={signUpUrl} />
          <div role="status" aria-live="polite">
            <VisuallyHidden>{announcement}</VisuallyHidden>
          </div>
        </section>
      </div>
    </div>
  );
}
