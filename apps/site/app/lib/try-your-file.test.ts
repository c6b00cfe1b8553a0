import { describe, expect, it } from 'vitest';
import { tryAnswer, tryPath } from './try-your-file';

const tools = [
  { demo: 'paper-remix', appPath: '/dashboard', name: 'Paper Remix', slug: 'paper-remix' },
  { demo: 'alt-text', appPath: null, name: 'Alt Text', slug: 'alt-text' },
  { demo: null, appPath: null, name: 'AI Review', slug: 'ai-review' },
];

describe("a demo's 'Try your file'", () => {
  it('opens the tool where a signed-in user has it', () => {
    expect(tryAnswer('paper-remix', tools, true)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('tells a signed-in user when the tool is not in their plan, with a way to ask for it', () => {
    expect(tryAnswer('alt-text', tools, true)).toEqual({
      kind: 'not-in-plan',
      toolName: 'Alt Text',
      toolHref: '/tools/alt-text',
      contactHref: `/?interest=${encodeURIComponent("I'd like to hear when Alt Text is available.")}#contact-us-section`,
    });
  });

  it('sends a guest to sign up, then back to the tool', () => {
    expect(tryAnswer('paper-remix', tools, false)).toEqual({ kind: 'redirect', to: '/auth/signup?returnTo=%2Fdashboard' });
    expect(tryAnswer('alt-text', tools, false)).toEqual({ kind: 'redirect', to: '/auth/signup?returnTo=%2Ftools%2Falt-text' });
  });

  it('knows no demo it has no tool for', () => {
    expect(tryAnswer('nope', tools, true)).toEqual({ kind: 'unknown' });
    expect(tryPath('gen-ai-search')).toBe('/try/gen-ai-search');
  });
});
