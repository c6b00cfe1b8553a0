import { Button, ConfirmDialog } from '@paperlight/ui-kit';
import { forwardRef, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type FormEvent } from 'react';
import { ResultEditError } from '../adapter';
import { draftErrors, draftOf, isDirty, type Draft, type EditableField, type EditableGroup } from '../workflow/edits';
import * as styles from './Editing.css';
import { editingFields } from './editingFields';

export const SAVE_OUTPUT_FAILED_MESSAGE = 'Your changes could not be saved. Please try again.';
export const DISCARD_TITLE = 'Discard your changes?';

/** Why the editor closed: saved, Cancel (or Escape), or the modal's Close. */
export type LeaveReason = 'saved' | 'cancel' | 'close';

export interface ResultEditorHandle {
  /** Escape or the modal's Close: leaves at once when nothing changed, otherwise asks first. */
  requestLeave(reason: Exclude<LeaveReason, 'saved'>): void;
}

export interface ResultEditorProps {
  /** Names the form, e.g. 'Edit script'. */
  label: string;
  /** What is edited, in the discard question: 'script', 'storyboard'. */
  noun: string;
  /** Shown above the fields. */
  intro?: string;
  groups: EditableGroup[];
  /** Saves the draft; a rejection keeps the editor open with the error's message (ResultEditError) or a general one. */
  onSave: (draft: Draft) => Promise<void>;
  /** Edit mode is over (the modal moves focus back to its Edit button, or closes). */
  onLeave: (reason: LeaveReason) => void;
}

/** Rows that show a text whole when editing starts (about 80 characters a line), 4 to 16. */
const rowsFor = (text: string) =>
  Math.min(16, Math.max(4, text.split('\n').reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 80)), 0) + 1));

function Field({
  field,
  value,
  error,
  readOnly,
  onChange,
  inputRef,
}: {
  field: EditableField;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}) {
  const id = `${useId()}-field`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.id,
    value,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={editingFields.field}>
      <label className={editingFields.label} htmlFor={id}>
        {field.label}
      </label>
      {field.short ? (
        <input {...common} ref={inputRef} className={editingFields.input} type="text" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea
          {...common}
          ref={inputRef}
          className={editingFields.textarea}
          rows={rowsFor(field.value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className={editingFields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A result's editable texts as a form with Save and Cancel: focus starts in the first field, each
 * field is checked (not empty, at most 4000 characters) before saving, and a refusal is shown
 * while the text typed stays.
 */
export const ResultEditor = forwardRef<ResultEditorHandle, ResultEditorProps>(function ResultEditor(
  { label, noun, intro, groups, onSave, onLeave },
  ref,
) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(groups));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<Exclude<LeaveReason, 'saved'> | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const saveButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once a refused save has re-enabled the form: the field named in the refusal, or Save. */
  const focusAfterRefusal = useRef<string | null>(null);
  const order = useMemo(() => groups.flatMap((group) => group.fields.map((field) => field.id)), [groups]);
  const dirty = isDirty(groups, draft);

  useEffect(() => {
    const first = order[0] ? fields.current.get(order[0]) : undefined;
    if (!first) return;
    first.focus();
    // Ready to add to the text rather than in front of it.
    first.setSelectionRange(first.value.length, first.value.length);
    // Only when edit mode starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const target = focusAfterRefusal.current;
    if (saving || !target) return;
    focusAfterRefusal.current = null;
    (target === 'save' ? saveButton.current : fields.current.get(target))?.focus();
  }, [saving]);

  useImperativeHandle(
    ref,
    () => ({
      requestLeave(reason) {
        if (saving) return;
        if (dirty) setConfirming(reason);
        else onLeave(reason);
      },
    }),
    [dirty, onLeave, saving],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = draftErrors(groups, draft);
    setErrors(found);
    setSaveError(null);
    const firstInvalid = order.find((id) => found[id]);
    if (firstInvalid) {
      fields.current.get(firstInvalid)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      const text = error instanceof ResultEditError ? error.message : SAVE_OUTPUT_FAILED_MESSAGE;
      // The api names the field as the form labels it ('Slide 3 narration cannot be empty.').
      const named = groups.flatMap((group) => group.fields).find((field) => text.startsWith(`${field.label} `));
      if (named) setErrors({ [named.id]: text });
      focusAfterRefusal.current = named?.id ?? 'save';
      setSaving(false);
      setSaveError(text);
      return;
    }
    onLeave('saved');
  };

  return (
    <>
      <form className={styles.form} aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {groups.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{group.title}</legend>
            {group.fields.map((field) => (
              <Field
                key={field.id}
                field={field}
                value={draft[field.id] ?? ''}
                error={errors[field.id]}
                readOnly={saving}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, [field.id]: value }));
                  if (errors[field.id]) setErrors(({ [field.id]: _fixed, ...rest }) => rest);
                }}
                inputRef={(element) => {
                  if (element) fields.current.set(field.id, element);
                  else fields.current.delete(field.id);
                }}
              />
            ))}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button ref={saveButton} type="submit" loading={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => onLeave('cancel')}>
            Cancel
          </Button>
          {saveError ? (
            <p className={styles.saveError} role="alert">
              {saveError}
            </p>
          ) : null}
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit must not save. */}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={DISCARD_TITLE}
        description={`Your edits to this ${noun} have not been saved.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          const reason = confirming ?? 'cancel';
          setConfirming(null);
          onLeave(reason);
        }}
      />
    </>
  );
});
