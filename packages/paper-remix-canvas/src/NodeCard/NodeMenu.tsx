/** A node card's '…' menu: run from here, reset, configure, history, connect, disconnect, delete (guests see what they cannot use, disabled). */
import { useEffect, useId, useRef, useState } from 'react';
import { canGenerate } from '../workflow/status';
import * as styles from './NodeCard.css';
import type { NodeCardProps, NodeMenuAction } from './NodeCardTypes';

export function NodeMenu({ node, mode, onMenuAction, edgeCount = 0 }: Pick<NodeCardProps, 'node' | 'mode' | 'onMenuAction' | 'edgeCount'>) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const locked = mode === 'guest';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items: { action: NodeMenuAction; label: string; disabled: boolean }[] = [
    // This step and every step after it, in order (the guest sample's menu stays SPEC §2's four items).
    ...(locked || !canGenerate(node.type) ? [] : [{ action: 'runFromHere' as const, label: 'Run from here', disabled: false }]),
    { action: 'reset', label: 'Reset', disabled: locked },
    { action: 'configure', label: 'Configure', disabled: false },
    { action: 'delete', label: 'Delete', disabled: locked },
    // The input node keeps no run history.
    ...(node.type === 'paperInput' ? [] : [{ action: 'history' as const, label: 'History', disabled: locked }]),
    // Wiring without dragging a handle: keyboard and touch users (issue 15).
    // The guest sample's menu stays SPEC §2's four items.
    ...(locked || node.type === 'output' ? [] : [{ action: 'connect' as const, label: 'Connect to…', disabled: false }]),
    ...(locked || edgeCount === 0 ? [] : [{ action: 'disconnect' as const, label: 'Disconnect…', disabled: false }]),
  ];

  return (
    <div
      ref={wrapRef}
      className={`${styles.menuWrap} nodrag`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={`${node.data.title} options`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu} aria-label={`${node.data.title} options`}>
          {items.map((item) => (
            <li key={item.action}>
              <button
                type="button"
                className={styles.menuItem}
                disabled={item.disabled}
                onClick={() => {
                  setOpen(false);
                  onMenuAction?.(node.id, item.action);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
