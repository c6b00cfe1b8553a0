import { useState, type ElementType, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { TextInput } from '../TextInput';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /**
   * Text of the button that opens the confirmation. Without it there is no button and `open`
   * decides, e.g. to confirm on a key press.
   * @example 'Suspend account'
   */
  label?: ReactNode;
  /** Controlled open state (uncontrolled, the button opens it). */
  open?: boolean;
  /** Called with the next open state: the button, Cancel, Escape, or after confirming. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Acts in the page instead of posting: confirming prevents the form's submission and calls this.
   * @example onConfirm={() => restore(version.id)}
   */
  onConfirm?: () => void;
  /**
   * Names the account or the thing acted on; also the dialog's accessible name.
   * @example 'Suspend Nora Audit?'
   */
  title: ReactNode;
  /** What will happen, to whom: the account or tool and the effect, in plain words. */
  description: ReactNode;
  /**
   * The confirming button; say what it does, not 'OK'.
   * @example 'Suspend account'
   */
  confirmLabel: ReactNode;
  /** Posted as the hidden field `intent`. */
  intent?: string;
  /** Further hidden fields posted with the confirmation. */
  fields?: Readonly<Record<string, string>>;
  /**
   * Look of both buttons: `danger` for what removes or takes away, `secondary` or `primary` otherwise.
   * @default 'danger'
   */
  variant?: Extract<ButtonVariant, 'danger' | 'secondary' | 'primary'>;
  /** Look of the opening button when it should differ from the confirming one. */
  triggerVariant?: ButtonVariant;
  /**
   * For what cannot be undone or grants power: the person types this first (e.g. the account's
   * e-mail, compared without regard to case or surrounding spaces); it is posted as `confirm`.
   */
  typeToConfirm?: string;
  /**
   * The form element; Remix apps pass their `Form`. Without JavaScript a plain form still posts.
   * @default 'form'
   */
  formComponent?: ElementType;
  /** The form's `action` (the current page when absent). */
  action?: string;
  /**
   * Shows the confirming button as busy.
   * @default false
   */
  busy?: boolean;
  /**
   * Text of the button that closes without acting.
   * @default 'Cancel'
   */
  cancelLabel?: ReactNode;
}

/** Whether the typed text confirms `expected`: case and surrounding spaces do not matter. */
export function typedConfirms(typed: string, expected: string | undefined): boolean {
  return expected === undefined || typed.trim().toLowerCase() === expected.trim().toLowerCase();
}

/**
 * A button that opens a confirmation dialog (Radix Dialog: focus trap, Escape, focus returned)
 * naming the account or tool and the effect. Nothing is posted until the dialog's own button is
 * pressed; then the form posts `intent`, the `fields` and, when asked for, the typed `confirm`
 * (or, given `onConfirm`, nothing is posted and it is called instead).
 */
export function ConfirmDialog({
  label,
  title,
  description,
  confirmLabel,
  intent,
  fields,
  variant = 'danger',
  triggerVariant,
  typeToConfirm,
  formComponent: FormComponent = 'form',
  action,
  busy = false,
  cancelLabel = 'Cancel',
  open: controlledOpen,
  onOpenChange,
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [typed, setTyped] = useState('');
  const matches = typedConfirms(typed, typeToConfirm);
  const hidden = { ...(intent !== undefined ? { intent } : {}), ...fields };
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
        label === undefined ? undefined : (
          <Button type="button" variant={triggerVariant ?? variant} loading={busy}>
            {label}
          </Button>
        )
      }
    >
      <FormComponent
        method="post"
        action={action}
        className={styles.form}
        // The page shows the outcome; the dialog closes as the action is sent.
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          if (onConfirm) {
            event.preventDefault();
            onConfirm();
          }
          setOpen(false);
          setTyped('');
        }}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {typeToConfirm !== undefined ? (
          <TextInput
            label={
              <>
                Type <strong className={styles.typed}>{typeToConfirm}</strong> to confirm
              </>
            }
            name="confirm"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : null}
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="submit" variant={variant} disabled={!matches}>
            {confirmLabel}
          </Button>
        </div>
      </FormComponent>
    </Dialog>
  );
}
