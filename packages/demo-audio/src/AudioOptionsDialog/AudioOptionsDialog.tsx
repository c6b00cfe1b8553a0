import { Button, Dialog, TextInput, VisuallyHidden, visuallyHidden } from '@paperlight/ui-kit';
import { useId, useState, type ReactNode } from 'react';
import { CheckIcon, LockIcon } from '../icons';
import { filterLanguages } from '../languages';
import { AUDIO_TYPES, presetFor, VOICES, voiceLabel, type AudioOptions } from '../presets';
import * as styles from './AudioOptionsDialog.css';

export interface AudioOptionsDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** The sample whose preset the dialog shows: `medicine`, `health-science` or `physical-science`. */
  sampleId: string;
  /** Where every locked control leads (a new tab). */
  signUpUrl: string;
  onOpenChange(open: boolean): void;
  /**
   * Called by 'Generate Audio' with the sample's preset options; the dialog then closes.
   * @example onGenerate={(options) => openOverlay('multi-lingual-audio', sampleId, options)}
   */
  onGenerate(options: Record<string, string>): void;
}

const NEW_TAB = ' (sign up, opens in a new tab)';

/** A locked control: a link to sign-up in a new tab that says so to assistive technology. */
function SignUpLink({ href, className, children, label }: { href: string; className: string; children: ReactNode; label?: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/**
 * The Multi-lingual Audio options of the guest demo: audio type, language and voice are preset
 * per sample and locked (each locked control opens sign-up in a new tab); 'Generate Audio' hands
 * the preset to `onGenerate` and closes.
 */
export function AudioOptionsDialog({ open, sampleId, signUpUrl, onOpenChange, onGenerate }: AudioOptionsDialogProps) {
  const preset = presetFor(sampleId);
  const [query, setQuery] = useState('');
  const ids = useId();
  const languages = filterLanguages(query, preset.language);

  const openSignUp = () => {
    window.open(signUpUrl, '_blank', 'noopener,noreferrer');
  };

  const generate = () => {
    const options: AudioOptions = { ...preset };
    onGenerate({ audioType: options.audioType, language: options.language, voice: options.voice });
    onOpenChange(false);
  };

  const changeOpen = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={
        <span className={styles.titleText}>
          Select Audio Type
          <LockIcon className={styles.lock} />
          <VisuallyHidden>(locked in the demo)</VisuallyHidden>
        </span>
      }
      footer={
        <Button onClick={generate} data-testid="generate-audio">
          Generate Audio
        </Button>
      }
    >
      <div className={styles.body}>
        <fieldset className={styles.fieldset}>
          <legend className={visuallyHidden}>Audio type</legend>
          <div className={styles.options}>
            {AUDIO_TYPES.map((type) => (
              // The row opens sign-up on a click, since disabled radios receive none themselves.
              <div
                key={type.value}
                className={styles.option}
                data-checked={type.value === preset.audioType || undefined}
                onClick={openSignUp}
              >
                <input
                  id={`${ids}-type-${type.value}`}
                  className={styles.radio}
                  type="radio"
                  name={`${ids}-audio-type`}
                  value={type.value}
                  checked={type.value === preset.audioType}
                  disabled
                  readOnly
                  aria-describedby={type.description ? `${ids}-type-${type.value}-desc` : undefined}
                />
                <span className={styles.optionText}>
                  <label htmlFor={`${ids}-type-${type.value}`} className={styles.optionLabel}>
                    {type.label}
                  </label>
                  {type.description ? (
                    <span id={`${ids}-type-${type.value}-desc`} className={styles.optionDescription}>
                      {type.description}
                    </span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
          <p className={styles.lockNote}>
            <SignUpLink href={signUpUrl} className={styles.unlock} label={`Unlock all audio types${NEW_TAB}`}>
              <LockIcon /> Unlock all audio types
            </SignUpLink>
          </p>
        </fieldset>

        <section className={styles.fieldset} aria-labelledby={`${ids}-language-title`}>
          <h3 id={`${ids}-language-title`} className={styles.legendText}>
            Select Language
            <LockIcon className={styles.lock} />
          </h3>
          <p className={styles.note}>The paper and audio will be translated in the selected language</p>
          <TextInput
            label={<VisuallyHidden>Search Language</VisuallyHidden>}
            placeholder="Search Language"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-controls={`${ids}-languages`}
            autoComplete="off"
          />
          <p className={styles.count} role="status" aria-live="polite">
            {languages.length === 0
              ? `No languages match “${query.trim()}”`
              : `${languages.length} ${languages.length === 1 ? 'language' : 'languages'}`}
          </p>
          <ul id={`${ids}-languages`} className={styles.languages} aria-label="Languages">
            {languages.map((language) => {
              const selected = language.code === preset.language;
              const names = (
                <>
                  <span className={styles.native} lang={language.code} dir={language.rtl ? 'rtl' : undefined}>
                    {language.native}
                  </span>
                  {language.native !== language.english ? <span className={styles.english}>{language.english}</span> : null}
                </>
              );
              return (
                <li key={language.code} className={styles.languageItem}>
                  {selected ? (
                    <span className={styles.languageSelected} aria-current="true">
                      {names}
                      <CheckIcon className={styles.check} />
                      <VisuallyHidden>(selected)</VisuallyHidden>
                    </span>
                  ) : (
                    <SignUpLink href={signUpUrl} className={styles.languageLocked}>
                      {names}
                      <LockIcon className={styles.lockSmall} />
                      <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                    </SignUpLink>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <span className={styles.legendText}>
              Select Voice
              <LockIcon className={styles.lock} />
            </span>
          </legend>
          <div className={styles.voices}>
            {VOICES.map((voice) => (
              <div key={voice} className={styles.option} data-checked={voice === preset.voice || undefined} onClick={openSignUp}>
                <input
                  id={`${ids}-voice-${voice}`}
                  className={styles.radio}
                  type="radio"
                  name={`${ids}-voice`}
                  value={voice}
                  checked={voice === preset.voice}
                  disabled
                  readOnly
                />
                <label htmlFor={`${ids}-voice-${voice}`} className={styles.optionLabel}>
                  {voiceLabel(preset.language, voice)}
                </label>
              </div>
            ))}
          </div>
          <p className={styles.lockNote}>
            <SignUpLink href={signUpUrl} className={styles.unlock} label={`Unlock all voices${NEW_TAB}`}>
              <LockIcon /> Unlock all voices
            </SignUpLink>
          </p>
        </fieldset>

        <p className={styles.demoNote}>
          <LockIcon className={styles.lock} />
          <span>Pre-set audio type/language for demo—full options on our playground</span>
        </p>
      </div>
    </Dialog>
  );
}
