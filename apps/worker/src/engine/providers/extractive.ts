/**
 * The default provider (decision 0152): the built-in script and storyboard writers, deterministic, no
 * network. It sits above the script and storyboard stages because it assembles both.
 */
import { generateExtractiveScript } from '../script/script';
import { generateStoryboard } from '../storyboard/storyboard';
import type { LlmProvider } from '../types';

/** The default provider: extractive script and storyboard, deterministic, no network. */
export function createExtractiveProvider(): LlmProvider {
  return {
    name: 'extractive',
    generateScript: async (paper, config) => generateExtractiveScript(paper, config),
    generateStoryboard: async (script, paper, config) => generateStoryboard(script, paper, config),
  };
}
