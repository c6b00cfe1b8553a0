import { SHOWCASE_DEMOS, type ShowcaseToolId } from '../landing/ToolsShowcase/showcase';

/** Tools whose sample results have a public page of their own (SPEC §2), keyed by sample id. */
export const PUBLIC_SAMPLE_TOOLS: readonly ShowcaseToolId[] = ['alt-text', 'multi-lingual-audio'];

/** `/demos/{tool}/{sampleId}`. */
export const demoPath = (tool: string, sampleId: string) => `/demos/${encodeURIComponent(tool)}/${encodeURIComponent(sampleId)}`;

/** Every public sample page, for the sitemap. */
export const DEMO_SAMPLE_PATHS: readonly string[] = PUBLIC_SAMPLE_TOOLS.flatMap((tool) => SHOWCASE_DEMOS[tool].samples.map((sample) => demoPath(tool, sample.id)));

/** A demo page's sample: its label when it is one of the showcase's samples, and whether search engines may index it. */
export function describeDemoPage(tool: ShowcaseToolId, sampleId: string): { sampleLabel: string | null; indexable: boolean } {
  const sample = SHOWCASE_DEMOS[tool].samples.find((item) => item.id === sampleId) ?? null;
  return { sampleLabel: sample?.label ?? null, indexable: sample !== null && PUBLIC_SAMPLE_TOOLS.includes(tool) };
}
