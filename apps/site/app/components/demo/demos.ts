import type { ComponentType } from 'react';
import type { ShowcaseToolId } from '../landing/ToolsShowcase/showcase';
import { DEMO_STYLESHEETS, loadStylesheet } from './demoStyles';

/**
 * What every guest demo component receives, in the overlay and on its public page
 * (`/demos/{tool}/{sampleId}`). Demos fetch through the api-client of `ApiClientProvider` and
 * read their timers from ui-kit's clock.
 */
export interface DemoProps {
  /** The sample chosen in the showcase (or taken from the page URL). */
  sampleId: string;
  /** The SSO sign-up page; every demo ends with it and every locked control leads to it (new tab). */
  signUpUrl: string;
  /** Options chosen before the demo opened (Multi-lingual Audio's audio type, language, voice). */
  options?: Readonly<Record<string, string>>;
}

export type DemoLoader = () => Promise<{ default: ComponentType<DemoProps> }>;

/**
 * One lazy entry per demo package: demo code, nivo, pdf.js and React Flow load only when a demo
 * opens, never with the landing page. A tool without an entry shows 'Unknown Tool'.
 * Add a demo with one line: `'tool-id': () => import('@paperlight/demo-x').then((m) => ({ default: m.XDemo })),`
 */
export const DEMOS: Partial<Record<ShowcaseToolId, DemoLoader>> = {
  'alt-text': () => import('@paperlight/demo-alt-text').then((m) => ({ default: m.AltTextDemo })),
  'multi-lingual-audio': () => import('@paperlight/demo-audio').then((m) => ({ default: m.AudioDemo })),
  'paper-remix': () => import('@paperlight/paper-remix-canvas').then((m) => ({ default: m.PaperRemixSampleDemo })),
  'gen-ai-search': () => import('@paperlight/demo-gen-search').then((m) => ({ default: m.GenSearchDemo })),
  'chat-with-paper': () => import('@paperlight/demo-chat-paper').then((m) => ({ default: m.ChatPaperDemo })),
  'rejection-analyzer': () => import('@paperlight/demo-rejections').then((m) => ({ default: m.RejectionsDemo })),
};

/**
 * Multi-lingual Audio's options dialog, shown before its overlay opens; loaded on demand like the demos,
 * and like them only once its package's stylesheet is in, so it never paints unstyled on a first open.
 * 'Generate Audio' calls `onGenerate(options)`, then `onOpenChange(false)`.
 */
export const AUDIO_OPTIONS_DIALOG = () =>
  Promise.all([import('@paperlight/demo-audio'), loadStylesheet(DEMO_STYLESHEETS['multi-lingual-audio'])]).then(([m]) => ({
    default: m.AudioOptionsDialog,
  }));
