import { useRef, type RefObject } from 'react';

/**
 * Radix gives focus back to a dialog's trigger on close; a dialog opened without one (controlled by
 * the page, e.g. on Escape or from a card's menu) would leave focus on the page body. This gives it
 * back to the element that had it when the dialog opened, while that element is still on the page.
 */
export function useReturnFocus(hasTrigger: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      returnTo.current = !hasTrigger && active instanceof HTMLElement && active !== document.body ? active : null;
      // A search box, say: focus goes straight to it rather than to the first button.
      const first = initialFocus?.current;
      if (first) {
        event.preventDefault();
        first.focus();
      }
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      returnTo.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
