import { BottomSheet } from '@paperlight/ui-kit';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { GenerateRequest } from '../landing/ToolsShowcase/showcase';
import * as styles from './DemoLauncher.css';
import { AUDIO_OPTIONS_DIALOG, DEMOS, type DemoLoader } from './demos';
import { DemoStage } from './DemoStage';
import { DEMO_STYLESHEETS } from './demoStyles';
import { DEMO_MARKS, mark } from './lazyDemo';

/** The contract of `@paperlight/demo-audio`'s `AudioOptionsDialog`. */
export interface AudioOptionsDialogProps {
  open: boolean;
  sampleId: string;
  signUpUrl: string;
  onOpenChange(open: boolean): void;
  onGenerate(options: Record<string, string>): void;
}

export type AudioOptionsDialogLoader = () => Promise<{ default: ComponentType<AudioOptionsDialogProps> }>;

export interface DemoLauncherProps {
  /** The showcase's 'Generate Now'; `null` when nothing is open. */
  request: GenerateRequest | null;
  /** Called when the visitor closes the options dialog or the overlay. */
  onClose: () => void;
  /** The SSO sign-up page, opened in a new tab by every demo. */
  signUpUrl: string;
  /** @default DEMOS */
  demos?: Partial<Record<string, DemoLoader>>;
  /** @default DEMO_STYLESHEETS */
  stylesheets?: Partial<Record<string, string>>;
  /** @default AUDIO_OPTIONS_DIALOG */
  audioOptionsDialog?: AudioOptionsDialogLoader;
}

// The server renders nothing here; the layout effect only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type Phase = { step: 'closed' } | { step: 'options' } | { step: 'overlay'; options?: Record<string, string> };

const dialogs = new WeakMap<AudioOptionsDialogLoader, ComponentType<AudioOptionsDialogProps>>();
function lazyDialog(loader: AudioOptionsDialogLoader) {
  let component = dialogs.get(loader);
  if (!component) {
    component = lazy(loader);
    dialogs.set(loader, component);
  }
  return component;
}

/**
 * Opens the guest demo the showcase asked for: Multi-lingual Audio's options dialog first when
 * the tool needs it, then the demo overlay, a bottom sheet holding `DEMOS[tool]` with the chosen
 * sample (and options). Demo code loads only now, never with the landing page.
 */
export function DemoLauncher({
  request,
  onClose,
  signUpUrl,
  demos = DEMOS,
  stylesheets = DEMO_STYLESHEETS,
  audioOptionsDialog = AUDIO_OPTIONS_DIALOG,
}: DemoLauncherProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'closed' });
  // What the sheet shows; kept after closing so the sheet can slide away with its content.
  const [shown, setShown] = useState<GenerateRequest | null>(null);
  const generated = useRef(false);

  // Layout effect: the phase follows the click within the same frame.
  useBrowserLayoutEffect(() => {
    if (!request) {
      setPhase({ step: 'closed' });
      return;
    }
    setShown(request);
    if (request.tool.needsAudioOptions) {
      generated.current = false;
      setPhase({ step: 'options' });
    } else {
      mark(DEMO_MARKS.open);
      setPhase({ step: 'overlay' });
    }
  }, [request]);

  const close = () => {
    setPhase({ step: 'closed' });
    onClose();
  };

  if (phase.step === 'options' && request) {
    const AudioOptionsDialog = lazyDialog(audioOptionsDialog);
    return (
      <Suspense fallback={null}>
        <AudioOptionsDialog
          open
          sampleId={request.sample.id}
          signUpUrl={signUpUrl}
          onGenerate={(options) => {
            generated.current = true;
            mark(DEMO_MARKS.open);
            setPhase({ step: 'overlay', options });
          }}
          onOpenChange={(open) => {
            // 'Generate Audio' also reports the dialog closing; only a plain close cancels.
            if (!open && !generated.current) close();
          }}
        />
      </Suspense>
    );
  }

  if (!shown) return null;
  const { tool, sample } = shown;
  const open = phase.step === 'overlay';
  return (
    <BottomSheet
      open={open}
      title={`${tool.name} demo · ${sample.label}`}
      closeLabel="Close demo"
      bodyClassName={styles.sheetBody}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DemoStage
        tool={tool.id}
        sampleId={sample.id}
        signUpUrl={signUpUrl}
        options={phase.step === 'overlay' ? phase.options : undefined}
        demos={demos}
        stylesheets={stylesheets}
        markPaint
      />
    </BottomSheet>
  );
}
