import { VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './ChatPaperDemo.css';
import { CHAT_MODELS, type ChatModel } from './models';

export interface ModelPickerProps {
  signUpUrl: string;
  models?: readonly ChatModel[];
}

/**
 * The model dropdown: a disclosure listing the models by family. The open model is the current
 * one; each locked model is a link to sign-up in a new tab.
 */
export function ModelPicker({ signUpUrl, models = CHAT_MODELS }: ModelPickerProps) {
  const [open, setOpen] = useState(false);
  const current = models.find((model) => !model.locked) ?? models[0];
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const families = [...new Set(models.map((model) => model.family))];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.modelPicker}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.modelButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <VisuallyHidden>Model: </VisuallyHidden>
        {current?.label}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <div id={listId} className={styles.modelList} hidden={!open}>
        {families.map((family) => (
          <div key={family} role="group" aria-labelledby={`${listId}-${family}`}>
            <p id={`${listId}-${family}`} className={styles.modelFamily}>
              {family}
            </p>
            <ul className={styles.plainList}>
              {models
                .filter((model) => model.family === family)
                .map((model) =>
                  model.locked ? (
                    <li key={model.id}>
                      <a
                        className={styles.modelOption}
                        href={signUpUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        onClick={() => setOpen(false)}
                      >
                        <span>{model.label}</span>
                        <LockIcon />
                        <VisuallyHidden> (locked: sign up to use it, opens in a new tab)</VisuallyHidden>
                      </a>
                    </li>
                  ) : (
                    <li key={model.id}>
                      <button type="button" className={styles.modelOption} aria-pressed={model.id === current?.id} onClick={close}>
                        <span>{model.label}</span>
                        {model.id === current?.id ? (
                          <span aria-hidden="true" className={styles.check}>
                            ✓
                          </span>
                        ) : null}
                      </button>
                    </li>
                  ),
                )}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

export function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
      />
    </svg>
  );
}
