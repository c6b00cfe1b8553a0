import { Button, Skeleton } from '@paperlight/ui-kit';
import { Component, Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import type { ShowcaseToolId } from '../landing/ToolsShowcase/showcase';
import * as styles from './DemoLauncher.css';
import { DEMOS, type DemoLoader, type DemoProps } from './demos';
import { DEMO_STYLESHEETS } from './demoStyles';
import { DEMO_MARKS, forgetDemo, lazyDemo, mark } from './lazyDemo';

export interface DemoStageProps extends DemoProps {
  /** The tool id, as in the showcase and the `/demos/{tool}/…` URL. */
  tool: string;
  /** @default DEMOS */
  demos?: Partial<Record<string, DemoLoader>>;
  /** @default DEMO_STYLESHEETS */
  stylesheets?: Partial<Record<string, string>>;
  /** Marks the demo's first frame with `performance.mark` (the overlay's timing). @default false */
  markPaint?: boolean;
}

/** Shown while a demo's code loads. */
export function DemoSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton shape="text" width="35%" height={28} label="Loading the demo" />
      <div className={styles.skeletonGrid}>
        <Skeleton height={320} />
        <div className={styles.skeletonColumn}>
          <Skeleton height={110} />
          <Skeleton height={190} />
        </div>
      </div>
    </div>
  );
}

export function UnknownTool() {
  return (
    <section className={styles.message} aria-labelledby="demo-unknown-tool">
      <h3 id="demo-unknown-tool" className={styles.messageTitle}>
        Unknown Tool
      </h3>
      <p>There is no demo for this tool yet. Pick another tool in ‘AI Tools in Action’.</p>
    </section>
  );
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.message} role="alert" aria-labelledby="demo-load-error">
        <h3 id="demo-load-error" className={styles.messageTitle}>
          The demo could not be loaded
        </h3>
        <p>Check your connection and try again.</p>
        <Button
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          Try Again
        </Button>
      </section>
    );
  }
}

/** Marks the first frame after the demo's code has rendered (it mounts with the demo inside Suspense). */
function PaintMark() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => mark(DEMO_MARKS.painted));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/**
 * Renders `DEMOS[tool]` with the DemoProps: lazily loaded with its stylesheet, a skeleton while
 * it loads, 'Unknown Tool' for a tool without a demo, and a retry when its code fails to load.
 */
export function DemoStage({
  tool,
  sampleId,
  signUpUrl,
  options,
  demos = DEMOS,
  stylesheets = DEMO_STYLESHEETS,
  markPaint = false,
}: DemoStageProps) {
  const [attempt, setAttempt] = useState(0);
  const loader = demos[tool];
  const entry = loader ? lazyDemo(tool as ShowcaseToolId, loader, stylesheets[tool]) : null;
  const [, setSettled] = useState<unknown>(null);
  // React holds back content that resolves soon after a fallback appeared (its 500 ms fallback
  // throttle for Suspense retries); a state update shows the demo as soon as it is in. It is a
  // transition: on a demo page the server rendered the demo, and an urgent update reaching its boundary
  // before it hydrated would throw that HTML away and render it anew (React error #421).
  useEffect(() => {
    let live = true;
    void entry?.ready.then(() => {
      if (live) startTransition(() => setSettled(entry));
    });
    return () => {
      live = false;
    };
  }, [entry]);
  if (!entry) return <UnknownTool />;
  const Demo = entry.Component;
  return (
    <LoadBoundary
      key={attempt}
      onRetry={() => {
        if (loader) forgetDemo(loader);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<DemoSkeleton />}>
        <Demo sampleId={sampleId} signUpUrl={signUpUrl} options={options} />
        {markPaint ? <PaintMark /> : null}
      </Suspense>
    </LoadBoundary>
  );
}
