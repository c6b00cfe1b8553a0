import * as RadixDialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { configurationValues, setFieldValue, visibleFields, type ConfigField, type FieldValue } from '../workflow/configurations';
import type { WorkflowNode } from '../workflow/types';
import type { CanvasMode } from '../NodeCard';
import * as styles from './ConfigurationDrawer.css';

export interface ConfigurationDrawerProps {
  /** The node being configured; the drawer is closed without one. */
  node: WorkflowNode | null;
  /** @default 'user' */
  mode?: CanvasMode;
  onOpenChange?: (open: boolean) => void;
  /** New settings (stored under `configuration.basic`) of the node. */
  onChange?: (nodeId: string, values: Record<string, unknown>) => void;
  /** Guests: every field is disabled and a click on one lands here (sign-up). */
  onLocked?: () => void;
}

interface FieldProps {
  field: ConfigField;
  value: unknown;
  locked: boolean;
  onValue: (value: FieldValue) => void;
  onLocked?: () => void;
}

function Field({ field, value, locked, onValue, onLocked }: FieldProps) {
  const id = useId();
  const disabled = locked || Boolean(field.disabled);
  const lock = locked ? (
    <button type="button" className={styles.lock} aria-label={`${field.label}: sign up to change`} onClick={() => onLocked?.()} />
  ) : null;

  if (field.kind === 'radio') {
    return (
      <fieldset className={styles.field} data-field={field.name}>
        <legend className={styles.label}>{field.label}</legend>
        <div className={styles.radios}>
          {field.options?.map((option) => (
            <label key={String(option.value)} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-${field.name}`}
                value={String(option.value)}
                checked={String(value) === String(option.value)}
                disabled={disabled || option.disabled}
                onChange={() => onValue(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {lock}
      </fieldset>
    );
  }

  let control;
  if (field.kind === 'select') {
    control = (
      <select
        id={id}
        className={styles.input}
        value={String(value ?? '')}
        disabled={disabled}
        onChange={(event) => onValue(event.target.value)}
      >
        {field.options?.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'slider') {
    control = (
      <div className={styles.slider}>
        <input
          id={id}
          type="range"
          className={styles.range}
          min={field.min}
          max={field.max}
          step={field.step}
          value={Number(value ?? field.min)}
          disabled={disabled}
          onChange={(event) => onValue(Number(event.target.value))}
        />
        <output htmlFor={id} className={styles.sliderValue}>
          {String(value ?? '')}
        </output>
      </div>
    );
  } else if (field.kind === 'textarea') {
    control = (
      <textarea
        id={id}
        className={styles.textarea}
        value={String(value ?? '')}
        disabled={disabled}
        onChange={(event) => onValue(event.target.value)}
      />
    );
  } else {
    control = (
      <input
        id={id}
        type="text"
        className={styles.input}
        value={String(value ?? '')}
        disabled={disabled}
        onChange={(event) => onValue(event.target.value)}
      />
    );
  }

  return (
    <div className={styles.field} data-field={field.name}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {control}
      {lock}
    </div>
  );
}

/** A side drawer with every setting of a node (SPEC §3 'Node configurations'). */
export function ConfigurationDrawer({ node, mode = 'user', onOpenChange, onChange, onLocked }: ConfigurationDrawerProps) {
  const locked = mode === 'guest';
  const values = node ? configurationValues(node.type, node.data.configuration) : {};
  const fields = node ? visibleFields(node.type, values) : [];

  return (
    <RadixDialog.Root open={node !== null} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{node ? `Configure ${node.data.title}` : 'Configure'}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <form className={styles.body} onSubmit={(event) => event.preventDefault()}>
            {node && fields.length === 0 ? <p className={styles.empty}>This step has no settings yet.</p> : null}
            {node
              ? fields.map((field) => (
                  <Field
                    key={field.name}
                    field={field}
                    value={values[field.name]}
                    locked={locked}
                    onLocked={onLocked}
                    onValue={(value) => onChange?.(node.id, setFieldValue(node.type, values, field.name, value))}
                  />
                ))
              : null}
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
