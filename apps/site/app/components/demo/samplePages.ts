import type { MetaDescriptor } from '@remix-run/node';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { SHOWCASE_DEMOS, type ShowcaseToolId } from '../landing/ToolsShowcase/showcase';

/** Tools whose sample results have a public page of their own (SPEC §2), keyed by sample id. */
export const PUBLIC_SAMPLE_TOOLS: readonly ShowcaseToolId[] = ['alt-text', 'multi-lingual-audio'];

/** `/demos/{tool}/{sampleId}`. */
export const demoPath = (tool: string, sampleId: string) => `/demos/${encodeURIComponent(tool)}/${encodeURIComponent(sampleId)}`;

/** Every public sample page, for the sitemap. */
export const DEMO_SAMPLE_PATHS: readonly string[] = PUBLIC_SAMPLE_TOOLS.flatMap((tool) =>
  SHOWCASE_DEMOS[tool].samples.map((sample) => demoPath(tool, sample.id)),
);

/** A demo page's sample: its label when it is one of the showcase's samples, and whether search engines may index it. */
export function describeDemoPage(tool: ShowcaseToolId, sampleId: string): { sampleLabel: string | null; indexable: boolean } {
  const sample = SHOWCASE_DEMOS[tool].samples.find((item) => item.id === sampleId) ?? null;
  return { sampleLabel: sample?.label ?? null, indexable: sample !== null && PUBLIC_SAMPLE_TOOLS.includes(tool) };
}

/** What a demo page's `meta` reads from its loader. */
export interface DemoPageMetaData {
  tool: string;
  sampleId: string;
  toolName: string;
  sampleLabel: string | null;
  indexable: boolean;
}

/**
 * A demo page's title, description, canonical and sharing tags (`noindex` unless it is one of the
 * public samples), then `extra` (a preload of the page's largest image).
 */
export function demoPageMeta(
  loaded: DemoPageMetaData | undefined,
  matches: readonly { id: string; data?: unknown }[],
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const subject = loaded.sampleLabel ? `${loaded.sampleLabel} sample` : 'Sample';
  const tags = [
    ...seoMeta({
      siteUrl: siteUrlFromMatches(matches),
      path: demoPath(loaded.tool, loaded.sampleId),
      title: `${loaded.toolName}: ${subject} result · Paperlight`,
      description: `See what Paperlight ${loaded.toolName} produces for a real ${subject.toLowerCase()}, no account needed.`,
    }),
    ...extra,
  ];
  return loaded.indexable ? tags : [...tags, { name: 'robots', content: 'noindex' }];
}
