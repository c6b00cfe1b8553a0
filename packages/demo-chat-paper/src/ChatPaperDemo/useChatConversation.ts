import { useClock } from '@paperlight/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { askQuestion, remainingQuestions, STREAM_TICK_MS, streamTick, type ChatState } from './chatState';
import type { ChatQuestion } from './sample';

/**
 * The canned conversation: the questions asked, the answer being typed out, and what a screen
 * reader hears. `ask` starts an answer unless one is being typed or the question was asked, and
 * says whether it did.
 */
export function useChatConversation(questions: readonly ChatQuestion[], initialState: ChatState, random: () => number) {
  const clock = useClock();
  const [chat, setChat] = useState<ChatState>(initialState);
  const [announcement, setAnnouncement] = useState('');
  const conversationRef = useRef<HTMLDivElement>(null);
  const randomRef = useRef(random);
  randomRef.current = random;

  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const remaining = remainingQuestions(questions, chat);
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

  const ask = (question: ChatQuestion): boolean => {
    if (chat.streaming || chat.asked.includes(question.id)) return false;
    setChat((state) => askQuestion(state, question.id));
    setAnnouncement(`Answering: ${question.question}`);
    return true;
  };

  return { chat, byId, remaining, announcement, announce: setAnnouncement, conversationRef, ask };
}
