import { Button, Dialog, DialogClose } from '@paperlight/ui-kit';
import { useId, useState, type ElementType, type ReactNode } from 'react';
import * as styles from './ConfirmAction.css';

export interface ConfirmActionProps {
  /** The button that opens the confirmation. @example 'Suspend account' */
  label: string;
  /** Names the account. @example 'Suspend Nora Audit?' */
  title: string;
  /** What will happen, to whom: the account and the effect, in plain words. */
  description: ReactNode;
  /** Posted as `intent` with the form. */
  intent: string;
  /** The confirming button. @example 'Suspend account' */
  confirmLabel: string;
  /** @default 'danger' */
  variant?: 'danger' | 'secondary';
  /**
   * For actions that cannot be undone: the person types this (the account's email) first; it is
   * posted as `confirm`.
   */
  typeToConfirm?: string;
  /** The form element; the site passes Remix's `Form`. @default 'form' */
  formComponent?: ElementType;
  /** Shows the confirming button as busy. @default false */
  busy?: boolean;
}

/**
 * A button that opens a confirmation dialog naming the account and the effect; only the dialog's
 * own button posts the action (intent, and the typed confirmation when one is asked for).
 */
export function ConfirmAction({
  label,
  title,
  description,
  intent,
  confirmLabel,
  variant = 'danger',
  typeToConfirm,
  formComponent: FormComponent = 'form',
  busy = false,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typeToConfirm === undefined || typed.trim().toLowerCase() === typeToConfirm.toLowerCase();
  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
      trigger={
        <Button type="button" variant={variant}>
          {label}
        </Button>
      }
    >
      <FormComponent
        method="post"
        className={styles.form}
        // The page shows the outcome; the dialog closes as the action is sent.
        onSubmit={() => {
          setOpen(false);
          setTyped('');
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {typeToConfirm !== undefined ? (
          <label className={styles.field} htmlFor={inputId}>
            <span>
              Type <strong className={styles.typed}>{typeToConfirm}</strong> to confirm
            </span>
            <input
              id={inputId}
              className={styles.input}
              name="confirm"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        ) : null}
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant={variant} disabled={!matches} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </FormComponent>
    </Dialog>
  );
}
