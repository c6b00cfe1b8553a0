/**
 * Which frame a page is shown in, chosen by its route's `handle` (decision 0136):
 * - `site` (the default): the trial banner, the marketing header and the footer;
 * - `app`: an application screen that draws its own slim bar (the Paper Remix workspace);
 * - `console`: an administration console (decision 0170): a slim bar, a sidebar of the console's
 *   sections and the page at full width; `console` in the handle names which one;
 * - `bare`: nothing around the page (a shared film, its embed).
 * @example export const handle: ChromeHandle = { chrome: 'bare' };
 */
export type PageChrome = 'site' | 'app' | 'console' | 'bare';

/** The two administration consoles. */
export type ConsoleId = 'administration' | 'tools';

export interface ChromeHandle {
  chrome?: PageChrome;
  /** With `chrome: 'console'`: which console the page belongs to. */
  console?: ConsoleId;
}

const CHROMES: readonly PageChrome[] = ['site', 'app', 'console', 'bare'];

/** The deepest matched route that names a chrome decides; else `site`. */
export function chromeOf(matches: readonly { handle?: unknown }[]): PageChrome {
  for (const match of [...matches].reverse()) {
    const chrome = typeof match.handle === 'object' && match.handle !== null ? (match.handle as ChromeHandle).chrome : undefined;
    if (chrome && CHROMES.includes(chrome)) return chrome;
  }
  return 'site';
}

/** The console named by the deepest matched route's handle, if any. */
export function consoleOf(matches: readonly { handle?: unknown }[]): ConsoleId | undefined {
  for (const match of [...matches].reverse()) {
    const id = typeof match.handle === 'object' && match.handle !== null ? (match.handle as ChromeHandle).console : undefined;
    if (id === 'administration' || id === 'tools') return id;
  }
  return undefined;
}
