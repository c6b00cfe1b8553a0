import { Button, Link } from '@paperlight/ui-kit';
import { useState } from 'react';
import type { GenerateRequest, ShowcaseTool } from './showcase';
import * as styles from './ToolsShowcase.css';

export interface ToolsShowcaseProps {
  /**
   * The hand-off point to the demos: called with the chosen tool and sample. For Multi-lingual Audio
   * `tool.needsAudioOptions` is true and the audio-options dialog comes first.
   */
  onGenerate: (request: GenerateRequest) => void;
  /** The catalogue's featured tools with a guest demo (`showcaseTools`), in order. */
  tools: readonly ShowcaseTool[];
  /**
   * The tool chosen first, e.g. from a tool page's 'Try the live demo'.
   * @default the first tool
   */
  defaultToolId?: ShowcaseTool['id'];
  /** A sample of that tool chosen at once, so Generate Now is ready. */
  defaultSampleId?: string;
}

/** 'AI Tools in Action': pick a tool, pick a sample, then Generate Now. */
export function ToolsShowcase({ onGenerate, tools, defaultToolId, defaultSampleId }: ToolsShowcaseProps) {
  const initial = tools.find((t) => t.id === defaultToolId);
  const [toolId, setToolId] = useState(initial?.id ?? tools[0]?.id);
  const [sampleId, setSampleId] = useState<string | null>(
    initial?.samples.some((s) => s.id === defaultSampleId) ? (defaultSampleId ?? null) : null,
  );
  const tool = tools.find((t) => t.id === toolId) ?? tools[0];
  if (!tool) {
    return (
      <p className={styles.unavailable} role="status">
        The live demos are unavailable right now. Please try again in a few minutes.
      </p>
    );
  }
  const sample = tool.samples.find((s) => s.id === sampleId) ?? null;
  const isQuestion = tool.samples.every((s) => s.fileType === null);

  return (
    <div className={styles.layout}>
      <ul className={styles.list} aria-label="AI tools">
        {tools.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className={styles.toolButton}
              aria-pressed={t.id === tool.id}
              onClick={() => {
                setToolId(t.id);
                setSampleId(null);
              }}
            >
              {t.name}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.panel} aria-labelledby="showcase-tool-title">
        <div className={styles.panelHead}>
          <h3 id="showcase-tool-title" className={styles.toolTitle}>
            {tool.name}
          </h3>
          <span className={styles.badge}>{tool.badge}</span>
        </div>
        <p className={styles.blurb}>
          {tool.blurb}{' '}
          <Link className={styles.more} href={`/tools/${tool.slug}`}>
            More about {tool.name}
          </Link>
        </p>
        <p className={styles.hint} id="showcase-samples-label">
          {isQuestion ? 'Choose a sample question' : 'Choose a sample file'}
        </p>
        <ul className={styles.tiles} aria-labelledby="showcase-samples-label">
          {tool.samples.map((s) => (
            <li key={s.id}>
              <button type="button" className={styles.tile} aria-pressed={s.id === sampleId} onClick={() => setSampleId(s.id)}>
                {s.fileType ? <span className={styles.fileType}>{s.fileType}</span> : null}
                <span>{s.label}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className={styles.generate}
          // Focusable while unavailable, so keyboard users find it and hear why.
          aria-disabled={sample ? undefined : true}
          aria-describedby={sample ? undefined : 'showcase-generate-hint'}
          onClick={() => {
            if (sample) onGenerate({ tool, sample });
          }}
        >
          Generate Now
        </Button>
        {sample ? null : (
          <p id="showcase-generate-hint" className={styles.hint}>
            Pick a sample above to enable Generate Now.
          </p>
        )}
      </div>
    </div>
  );
}
