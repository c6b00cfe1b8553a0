import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Timeline } from './timeline';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the newest typed words in view unless the reader scrolled up to read: give the messages
 * box `messagesRef` and `onMessagesScroll`.
 */
export function useFollowNewest(timeline: Timeline) {
  const messagesRef = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);

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

  return { messagesRef, onMessagesScroll };
}
