import { useCallback, useEffect, useState } from 'react';

/**
 * Which references are open. `showReference` (a citation clicked) opens one, scrolls it into view
 * and focuses its toggle; `referenceId` is its element's id under the screen's `prefix`.
 */
export function useReferences(prefix: string) {
  const referenceId = (id: string) => `${prefix}-ref-${id}`;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [reveal, setReveal] = useState<{ id: string; request: number } | null>(null);

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

  return { open, toggle, showReference, referenceId };
}
