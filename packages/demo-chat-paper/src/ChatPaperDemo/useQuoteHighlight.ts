import type { PdfHighlight } from '@paperlight/pdf-viewer';
import { useRef, useState } from 'react';
import type { ChatQuestion, ChatQuote } from './sample';

/** The layout puts the PDF beside the chat from this width on (ChatPaperDemo.css.ts). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/** The quote highlighted in the PDF (`quoteKey` is 'question:quote'), if any. */
export type QuoteHighlight = (PdfHighlight & { quoteKey: string }) | null;

/**
 * The quote shown in the PDF viewer: `showQuote` highlights it (again, when clicked again),
 * announces it and brings the viewer into view where it sits above the chat.
 */
export function useQuoteHighlight(announce: (text: string) => void) {
  const [highlight, setHighlight] = useState<QuoteHighlight>(null);
  const viewerRef = useRef<HTMLElement>(null);

  const showQuote = (question: ChatQuestion, quote: ChatQuote) => {
    const quoteKey = `${question.id}:${quote.id}`;
    setHighlight((current) => ({
      key: `${quoteKey}:${(Number(current?.key.split(':')[2]) || 0) + 1}`,
      quoteKey,
      pageNumber: quote.coordinates.pageNumber,
      rects: quote.coordinates.rects,
    }));
    announce(`Showing quote ${quote.id} on page ${quote.coordinates.pageNumber} of the PDF.`);
    // Below 1024 px the viewer sits above the chat: bring it into view whenever any of it is off
    // screen, or the highlight lands where nobody sees it. (Side by side, both are in view already.)
    const viewer = viewerRef.current;
    const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
    const box = viewer?.getBoundingClientRect();
    if (viewer && box && !matches(SIDE_BY_SIDE_QUERY) && (box.top < 0 || box.bottom > window.innerHeight)) {
      viewer.scrollIntoView?.({ block: 'center', behavior: matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth' });
    }
  };

  return { highlight, viewerRef, showQuote };
}
