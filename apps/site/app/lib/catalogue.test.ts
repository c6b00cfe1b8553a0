import { describe, expect, it } from 'vitest';
import { NEW_TOOL, SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { byCategory, liveDemoHref, navTools, notifyHref, notifyMeInterest, publicTools } from './catalogue';

describe('the Notify Me sentence', () => {
  it('is one sentence naming the tool, wherever Notify Me is pressed', () => {
    expect(notifyMeInterest('Reviewer Finder')).toBe("I'd like to hear when Reviewer Finder is available.");
    const url = new URL(notifyHref('Concept Extraction'), 'https://paperlight.example');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact-us-section');
    expect(url.searchParams.get('interest')).toBe(notifyMeInterest('Concept Extraction'));
  });
});

describe('liveDemoHref', () => {
  it('opens the showcase with the tool and its sample chosen', () => {
    expect(liveDemoHref('gen-ai-search', 'global-conflicts')).toBe('/?tool=gen-ai-search&sample=global-conflicts#tools-showcase');
    expect(liveDemoHref('alt-text')).toBe('/?tool=alt-text#tools-showcase');
  });
});

describe('given the catalogue', () => {
  const withHidden = [...SEEDED_CATALOGUE, { ...NEW_TOOL, status: 'hidden' as const }];

  it('leaves hidden tools out of everything public', () => {
    expect(publicTools(withHidden).some((tool) => tool.slug === NEW_TOOL.slug)).toBe(false);
    expect(navTools(withHidden).some((tool) => tool.slug === NEW_TOOL.slug)).toBe(false);
  });

  it('gives the menus names, categories and whether a tool is coming soon, nothing more', () => {
    const [first] = navTools(SEEDED_CATALOGUE);
    expect(first).toEqual({ slug: 'alt-text', name: 'Alt Text', category: 'Accessibility', featured: true, comingSoon: false });
    expect(navTools(SEEDED_CATALOGUE).find((tool) => tool.slug === 'llm-as-judge')?.comingSoon).toBe(true);
  });

  it('groups tools in the order of the suite tabs', () => {
    expect(byCategory(SEEDED_CATALOGUE).map((group) => group.category)).toEqual([
      'Accessibility',
      'Peer Review',
      'Document Analytics',
      'Journal Analytics',
      'Plug & Play',
    ]);
    expect(byCategory([NEW_TOOL]).map((group) => group.category)).toEqual(['Peer Review']);
  });
});
