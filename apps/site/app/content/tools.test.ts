import { describe, expect, it } from 'vitest';
import { TOOL_LINKS } from './tool-links';
import { findTool, interestSentence, notifyHref, TOOLS } from './tools';

// SPEC §2: the tool pages, in the order the spec lists them.
const SPEC_SLUGS = [
  'alt-text',
  'ai-summary',
  'multi-lingual-audio',
  'scientific-illustration-generator',
  'image-duplication-checks',
  'ai-review',
  'chat-with-paper',
  'generative-research',
  'concept-extraction',
  'llm-as-judge',
  'paper-remix',
  'rejections-analyzer',
  'correlation-tool',
  'plug-and-play-widget',
];

// The five tools of the landing page's 'AI Tools in Action' list (gen-ai-search is Generative Research).
const DEMO_SLUGS = ['alt-text', 'multi-lingual-audio', 'paper-remix', 'generative-research', 'chat-with-paper'];

describe('tool content', () => {
  it('has a page for each of the 14 tools of the spec', () => {
    expect(TOOLS.map((tool) => tool.slug)).toEqual(SPEC_SLUGS);
  });

  it('keeps the footer’s light list in step with the full copy', () => {
    expect(TOOL_LINKS).toEqual(TOOLS.map(({ slug, name }) => ({ slug, name })));
  });

  it('offers the live demo exactly for the five showcase tools', () => {
    expect(TOOLS.filter((tool) => tool.hasDemo).map((tool) => tool.slug).sort()).toEqual([...DEMO_SLUGS].sort());
  });

  describe.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s', (_slug, tool) => {
    it('says what it does, for whom, with a sample', () => {
      expect(tool.name.trim()).not.toBe('');
      expect(tool.tagline.trim()).not.toBe('');
      expect(tool.description.length).toBeGreaterThanOrEqual(1);
      expect(tool.features.length).toBeGreaterThanOrEqual(3);
      expect(tool.audience.length).toBeGreaterThanOrEqual(2);
      expect(tool.sample.input.trim()).not.toBe('');
      expect(tool.sample.output.length).toBeGreaterThanOrEqual(1);
    });

    it('has a meta description search engines show in full', () => {
      expect(tool.summary.length).toBeGreaterThanOrEqual(70);
      expect(tool.summary.length).toBeLessThanOrEqual(160);
    });

    it('links related tools that exist, never itself', () => {
      expect(tool.related.length).toBeGreaterThanOrEqual(2);
      for (const slug of tool.related) {
        expect(slug).not.toBe(tool.slug);
        expect(findTool(slug)).toBeDefined();
      }
    });
  });
});

describe('notifyHref', () => {
  it('carries a sentence naming the tool to the landing page’s contact form', () => {
    const tool = findTool('concept-extraction');
    if (!tool) throw new Error('missing tool');
    const url = new URL(notifyHref(tool), 'https://paperlight.example');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact-us-section');
    expect(url.searchParams.get('interest')).toBe(interestSentence(tool));
    expect(url.searchParams.get('interest')).toContain('Concept Extraction');
  });
});
