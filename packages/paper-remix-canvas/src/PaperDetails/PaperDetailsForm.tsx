import type { PaperAuthor, PaperDetails } from '@paperlight/api-client';
import { Button } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ResultEditError } from '../adapter';
import * as editing from '../ResultModals/Editing.css';
import { editingFields } from '../ResultModals/editingFields';
import { draftErrors, draftOf, fieldOfMessage, payloadOf, TEXT_FIELDS, type DetailsDraft, type TextField } from './details';
import * as styles from './PaperDetails.css';

export const DETAILS_EDIT_INTRO =
  'Correct anything the reader got wrong. The title card, the closing citation, the captions, the video’s metadata and the share page use these details; steps after this one will be marked Out of date.';
export const SAVE_DETAILS_FAILED_MESSAGE = 'The details could not be saved. Please try again.';

export interface PaperDetailsFormProps {
  details: PaperDetails;
  /** Saves the corrected details; a rejection keeps the form with the error's message (ResultEditError) or a general one. */
  onSave: (details: PaperDetails) => Promise<void>;
  onCancel: () => void;
}

type Register = (id: string) => (element: HTMLElement | null) => void;

function Field({
  id,
  label,
  value,
  error,
  onChange,
  register,
  multiline,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  register: Register;
  multiline?: boolean;
  hint?: string;
}) {
  const domId = `${useId()}-${id}`;
  const describedBy = [hint ? `${domId}-hint` : '', error ? `${domId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id: domId, name: id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className={editingFields.field}>
      <label className={editingFields.label} htmlFor={domId}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          ref={register(id)}
          className={editingFields.textarea}
          rows={2}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={register(id)}
          className={editingFields.input}
          type="text"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${domId}-hint`} className={styles.empty}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${domId}-error`} className={editingFields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The 'Paper details' form: title, every author in order (name, affiliation, ORCID; add, remove,
 * move up or down), venue, year, volume, issue, pages, DOI and licence. Focus starts in the title;
 * a field the check or the api refuses gets its message and the focus; the text typed stays.
 */
export function PaperDetailsForm({ details, onSave, onCancel }: PaperDetailsFormProps) {
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>('title');
  const register: Register = (id) => (element) => {
    if (element) inputs.current.set(id, element);
    else inputs.current.delete(id);
  };

  useEffect(() => {
    const target = focusNext.current;
    if (!target || saving) return;
    focusNext.current = null;
    inputs.current.get(target)?.focus();
  });

  const setAuthor = (index: number, change: Partial<PaperAuthor>) =>
    setDraft((d) => ({ ...d, authors: d.authors.map((a, i) => (i === index ? { ...a, ...change } : a)) }));
  const moveAuthor = (index: number, by: -1 | 1) => {
    setDraft((d) => {
      const authors = [...d.authors];
      const [moved] = authors.splice(index, 1);
      authors.splice(index + by, 0, moved!);
      return { ...d, authors };
    });
    focusNext.current = `author-${index + by}-name`;
  };
  const removeAuthor = (index: number) => {
    setDraft((d) => ({ ...d, authors: d.authors.filter((_, i) => i !== index) }));
    focusNext.current = `author-${Math.max(0, index - 1)}-name`;
  };
  const addAuthor = () => {
    setDraft((d) => ({ ...d, authors: [...d.authors, { name: '' }] }));
    focusNext.current = `author-${draft.authors.length}-name`;
  };
  const setField = (field: TextField, value: string) => setDraft((d) => ({ ...d, fields: { ...d.fields, [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = draftErrors(draft);
    setErrors(found);
    setSaveError(null);
    const first = [
      'title',
      ...draft.authors.flatMap((_, i) => [`author-${i}-name`, `author-${i}-orcid`]),
      ...TEXT_FIELDS.map(([f]) => f),
    ].find((id) => found[id]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(payloadOf(draft, details.sources));
    } catch (error) {
      const message = error instanceof ResultEditError ? error.message : SAVE_DETAILS_FAILED_MESSAGE;
      const field = fieldOfMessage(message);
      if (field) setErrors({ [field]: message });
      setSaveError(message);
      focusNext.current = field ?? 'save';
      setSaving(false);
    }
  };

  return (
    <form
      className={editing.form}
      aria-label="Paper details"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={saving || undefined}
    >
      <p className={editing.intro}>{DETAILS_EDIT_INTRO}</p>
      <Field
        id="title"
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(title) => setDraft((d) => ({ ...d, title }))}
        register={register}
        multiline
      />
      <fieldset className={editing.group}>
        <legend className={editing.legend}>Authors, in the paper’s order</legend>
        <ol className={styles.authors}>
          {draft.authors.map((author, i) => (
            <li key={i} className={styles.authorRow} aria-label={`Author ${i + 1}`}>
              <Field
                id={`author-${i}-name`}
                label={`Author ${i + 1} name`}
                value={author.name}
                error={errors[`author-${i}-name`]}
                onChange={(name) => setAuthor(i, { name })}
                register={register}
              />
              <Field
                id={`author-${i}-affiliation`}
                label={`Author ${i + 1} affiliation`}
                value={author.affiliation ?? ''}
                error={errors[`author-${i}-affiliation`]}
                onChange={(affiliation) => setAuthor(i, { affiliation })}
                register={register}
              />
              <Field
                id={`author-${i}-orcid`}
                label={`Author ${i + 1} ORCID`}
                value={author.orcid ?? ''}
                error={errors[`author-${i}-orcid`]}
                onChange={(orcid) => setAuthor(i, { orcid })}
                register={register}
              />
              <div className={styles.rowActions}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => moveAuthor(i, -1)}
                  aria-label={`Move up author ${i + 1}`}
                >
                  Move up
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={i === draft.authors.length - 1}
                  onClick={() => moveAuthor(i, 1)}
                  aria-label={`Move down author ${i + 1}`}
                >
                  Move down
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={draft.authors.length === 1}
                  onClick={() => removeAuthor(i)}
                  aria-label={`Remove author ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" size="sm" onClick={addAuthor}>
            Add author
          </Button>
        </div>
      </fieldset>
      <fieldset className={editing.group}>
        <legend className={editing.legend}>Where it was published</legend>
        <div className={styles.fieldGrid}>
          {TEXT_FIELDS.map(([field, label]) => (
            <Field
              key={field}
              id={field}
              label={label}
              value={draft.fields[field]}
              error={errors[field]}
              onChange={(value) => setField(field, value)}
              register={register}
              {...(field === 'doi' ? { hint: 'Like 10.18653/v1/2020.acl-main.207' } : {})}
            />
          ))}
        </div>
      </fieldset>
      {saveError ? (
        <p className={styles.error} role="alert">
          {saveError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={saving} ref={register('save')}>
          {saving ? 'Saving…' : 'Save details'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
