import { useEffect, useRef, type RefObject } from 'react';
import { historyKey } from '../workflow/history';
import { useWorkspaceEnv } from './WorkspaceContext';

/**
 * Undo and redo whenever the workspace has focus or was the last thing clicked (React Flow's pane
 * takes no focus, so after a click on it the keys land on the page body, or on the nearest
 * focusable element around the workspace, such as a page's <main tabindex="-1">).
 */
export function useUndoKeys(rootRef: RefObject<HTMLElement>): void {
  const { guest, store } = useWorkspaceEnv();
  const pointerInside = useRef(false);
  useEffect(() => {
    if (guest) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      pointerInside.current = rootRef.current?.contains(event.target as Node) ?? false;
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const key = historyKey(event);
      if (!key || event.defaultPrevented) return;
      const active = document.activeElement;
      const root = rootRef.current;
      const focusAround = !active || active === document.body || (root !== null && active.contains(root));
      const inside = focusAround ? pointerInside.current : (root?.contains(active) ?? false);
      if (!inside) return;
      // Text fields keep their own undo.
      if (active instanceof HTMLElement && active.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      store.getState().travel(key);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [guest, rootRef, store]);
}
