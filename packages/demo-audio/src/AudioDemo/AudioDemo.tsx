import type { AudioSection } from '@paperlight/api-client';
import { Skeleton, Tabs, VisuallyHidden, type TabItem } from '@paperlight/ui-kit';
import { useMemo, useRef, useState } from 'react';
import { AudioPlayer, type AudioPlayerHandle } from '../AudioPlayer/AudioPlayer';
import type { AudioMedia } from '../AudioPlayer/media';
import { formatTime, type PlayerStatus } from '../AudioPlayer/playerRules';
import { PlayIcon } from '../icons';
import { findLanguage, languageLabel } from '../languages';
import { AUDIO_TYPES, voiceLabel, type AudioVoiceValue } from '../presets';
import {
  hasTranslatedTab,
  heardVersion,
  initialPart,
  isKeyTakeaways,
  PART_LABELS,
  partsFor,
  sectionsOf,
  takeawayItems,
  tracksOf,
  type AudioSample,
  type SamplePart,
} from './audioSample';
import { useAudioSample } from './useAudioSample';
import * as styles from './AudioDemo.css';

export interface AudioDemoProps {
  /** The sample (project id) to show: `medicine`, `health-science` or `physical-science`. */
  sampleId: string;
  /** The sign-up page every locked control and the closing call lead to, opened in a new tab. */
  signUpUrl: string;
  /**
   * The options chosen in the audio options dialog (`audioType`, `language`, `voice`).
   * @example options={{ audioType: 'summary', language: 'de', voice: 'female' }}
   */
  options?: Readonly<Record<string, string>>;
  /** Media for the player to drive instead of its own `<audio>` (tests and stories). */
  media?: AudioMedia;
  /**
   * The sample, when the page already has it (the `data` of `GET /ai-audio/sample/{projectId}`, read
   * on the server): the demo renders it at once, on the server too, and makes no request for it.
   */
  initialSample?: AudioSample;
}

/** The Multi-lingual Audio sample result page: title, Audio / translated / original tabs, sections, sticky player. */
export function AudioDemo({ sampleId, signUpUrl, options, media, initialSample }: AudioDemoProps) {
  const state = useAudioSample(sampleId, initialSample);
  if (state.status === 'loading') return <AudioDemoSkeleton />;
  if (state.status === 'not-found') return <AudioSampleNotFound sampleId={sampleId} />;
  return <AudioSampleView key={sampleId} sample={state.sample} signUpUrl={signUpUrl} options={options} media={media} />;
}

function AudioDemoSkeleton() {
  return (
    <div className={styles.root} data-state="loading">
      <Skeleton label="Loading audio sample" shape="text" width="30%" />
      <div className={styles.skeletonStack} aria-hidden="true">
        <Skeleton shape="text" height={28} count={2} />
        <Skeleton shape="rect" height={40} width="60%" />
        <Skeleton shape="rect" height={56} count={5} />
        <Skeleton shape="rect" height={112} />
      </div>
    </div>
  );
}

function AudioSampleNotFound({ sampleId }: { sampleId: string }) {
  return (
    <div className={styles.root} data-state="not-found">
      <div className={styles.notFound}>
        <p className={styles.eyebrow}>404</p>
        <h2 className={styles.title}>Audio sample not found</h2>
        <p className={styles.muted}>The audio sample “{sampleId}” does not exist or could not be loaded.</p>
      </div>
    </div>
  );
}

const audioTypeLabel = (uploadType: string) => AUDIO_TYPES.find((type) => type.value === uploadType)?.label ?? uploadType;

interface ViewProps {
  sample: AudioSample;
  signUpUrl: string;
  options?: Readonly<Record<string, string>>;
  media?: AudioMedia;
}

function AudioSampleView({ sample, signUpUrl, options, media }: ViewProps) {
  const parts = partsFor(sample.uploadType);
  const [part, setPart] = useState<SamplePart>(() => initialPart(sample.uploadType, options?.audioType));
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<PlayerStatus>('paused');
  const player = useRef<AudioPlayerHandle>(null);

  const heard = heardVersion(sample);
  const heardSections = sectionsOf(heard.version, part);
  const tracks = useMemo(() => tracksOf(heardSections), [heardSections]);
  const translated = hasTranslatedTab(sample);
  const voice = (sample as { voice?: string }).voice ?? options?.voice ?? 'female';
  const source = (sample as { source?: { authors?: string; venue?: string; doi?: string; licence?: string; note?: string } }).source;
  const title = sample.paperTitle?.trim() || 'Title not available';

  const choosePart = (next: SamplePart) => {
    if (next === part) return;
    player.current?.pause();
    setPart(next);
    setIndex(0);
  };

  const partSwitch = () =>
    parts.length > 1 ? (
      <div className={styles.partSwitch} role="group" aria-label="Paper version">
        {parts.map((value) => (
          <button key={value} type="button" className={styles.partButton} aria-pressed={value === part} onClick={() => choosePart(value)}>
            {PART_LABELS[value]}
          </button>
        ))}
      </div>
    ) : (
      <p className={styles.partLabel}>{PART_LABELS[part]}</p>
    );

  const items: TabItem[] = [
    {
      value: 'audio',
      label: 'Audio',
      content: (
        <div className={styles.panel}>
          {partSwitch()}
          <SectionList
            sections={heardSections}
            language={heard.language}
            current={index}
            status={status}
            onPlay={(target) => player.current?.play(target)}
            onPause={() => player.current?.pause()}
          />
          {heardSections[index] ? (
            <section
              className={styles.transcript}
              aria-labelledby="audio-transcript-title"
              lang={heard.language}
              dir={findLanguage(heard.language)?.rtl ? 'rtl' : undefined}
            >
              <h3 id="audio-transcript-title" className={styles.sectionTitle}>
                {heardSections[index].section}
              </h3>
              <SectionText section={heardSections[index]} />
            </section>
          ) : null}
        </div>
      ),
    },
  ];
  if (translated) {
    items.push({
      value: 'translated',
      label: 'Read in the translated language',
      content: (
        <div className={styles.panel}>
          {partSwitch()}
          <ReadingText sections={sectionsOf(sample.translated, part)} language={sample.translateToLanguage} />
        </div>
      ),
    });
  }
  items.push({
    value: 'original',
    label: 'Read Original',
    content: (
      <div className={styles.panel}>
        {partSwitch()}
        <ReadingText sections={sectionsOf(sample.original, part)} language={sample.language} />
      </div>
    ),
  });

  return (
    <article className={styles.root} data-state="loaded" aria-labelledby="audio-sample-title">
      <header className={styles.header}>
        <h2 id="audio-sample-title" className={styles.title}>
          {title}
        </h2>
        <ul className={styles.tags} aria-label="Audio options">
          <li className={styles.tag}>{audioTypeLabel(sample.uploadType)}</li>
          <li className={styles.tag}>
            <VisuallyHidden>Language: </VisuallyHidden>
            {languageLabel(heard.language)}
          </li>
          <li className={styles.tag}>
            <VisuallyHidden>Voice: </VisuallyHidden>
            {voiceLabel(heard.language, (voice === 'male' ? 'male' : 'female') satisfies AudioVoiceValue)}
          </li>
          {translated ? <li className={styles.tag}>Translated from {languageLabel(sample.language)}</li> : null}
        </ul>
      </header>

      <Tabs items={items} label="Audio sample views" className={styles.tabs} />

      <AudioPlayer
        ref={player}
        tracks={tracks}
        index={index}
        onIndexChange={setIndex}
        onStatusChange={setStatus}
        mode={part}
        media={media}
        label={`Audio player: ${PART_LABELS[part]}`}
      />

      <aside className={styles.cta} aria-labelledby="audio-cta-title">
        <div>
          <h3 id="audio-cta-title" className={styles.ctaTitle}>
            Listen to your own papers
          </h3>
          <p className={styles.muted}>Full paper or summary audio, translated into 30 languages, with female and male voices.</p>
        </div>
        <a className={styles.ctaLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Sign up to try your file
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </aside>

      {source ? (
        <p className={styles.credit}>
          Source: {source.authors}. {sample.paperTitle}. {source.venue}
          {source.doi ? (
            <>
              , doi:
              <a className={styles.inlineLink} href={`https://doi.org/${source.doi}`} target="_blank" rel="noopener noreferrer">
                {source.doi}
              </a>
            </>
          ) : null}
          . {source.licence}. {source.note}
        </p>
      ) : null}
    </article>
  );
}

interface SectionListProps {
  sections: readonly AudioSection[];
  language: string;
  current: number;
  status: PlayerStatus;
  onPlay(index: number): void;
  onPause(): void;
}

/** The sections in reading order; the current one carries the play indicator. */
function SectionList({ sections, language, current, status, onPlay, onPause }: SectionListProps) {
  if (sections.length === 0) return <p className={styles.muted}>No sections available.</p>;
  return (
    <ol className={styles.sections} aria-label="Sections">
      {sections.map((section, i) => {
        const isCurrent = i === current;
        const isPlaying = isCurrent && status === 'playing';
        const duration = (section as { duration?: unknown }).duration;
        return (
          <li key={`${section.section_key}-${i}`} className={styles.sectionItem}>
            <button
              type="button"
              className={styles.sectionButton}
              aria-current={isCurrent ? 'true' : undefined}
              data-playing={isPlaying || undefined}
              disabled={!section.audioUrl}
              onClick={() => (isPlaying ? onPause() : onPlay(i))}
            >
              <span className={styles.indicator} aria-hidden="true">
                {isPlaying ? (
                  <span className={styles.bars} data-testid="play-indicator">
                    <span />
                    <span />
                    <span />
                  </span>
                ) : isCurrent ? (
                  <PlayIcon width={16} height={16} />
                ) : (
                  <span className={styles.number}>{i + 1}</span>
                )}
              </span>
              <span className={styles.sectionName} lang={language}>
                <VisuallyHidden>{isPlaying ? 'Pause ' : 'Play '}</VisuallyHidden>
                {section.section}
                {isCurrent ? <VisuallyHidden>{isPlaying ? ' (playing)' : ' (current)'}</VisuallyHidden> : null}
              </span>
              {typeof duration === 'number' ? (
                <span className={styles.duration} aria-hidden="true">
                  {formatTime(duration)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function SectionText({ section }: { section: AudioSection }) {
  if (isKeyTakeaways(section)) {
    return (
      <ol className={styles.takeaways}>
        {takeawayItems(section.text).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  return (
    <>
      {section.text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** The text of one version, section by section, in its own language. */
function ReadingText({ sections, language }: { sections: readonly AudioSection[]; language: string }) {
  if (sections.length === 0) return <p className={styles.muted}>No text available.</p>;
  return (
    <div className={styles.reading} lang={language} dir={findLanguage(language)?.rtl ? 'rtl' : undefined}>
      {sections.map((section, i) => (
        <section key={`${section.section_key}-${i}`} className={styles.readingSection}>
          <h3 className={styles.sectionTitle}>{section.section}</h3>
          <SectionText section={section} />
        </section>
      ))}
    </div>
  );
}
