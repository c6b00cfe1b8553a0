import { SHOWCASE_TOOLS, type ShowcaseToolId } from '../landing/ToolsShowcase/showcase';

/** Tools whose sample results have a public page of their own (SPEC §2), keyed by sample id. */
export const PUBLIC_SAMPLE_TOOLS: readonly ShowcaseToolId[] = ['alt-text', 'multi-lingual-audio'];

/** `/demos/{tool}/{sampleId}`. */
export const demoPath = (tool: string, sampleId: string) => `/demos/${encodeURIComponent(tool)}/${encodeURIComponent(sampleId)}`;

/** Every public sample page, for the sitemap. */
export const DEMO_SAMPLE_PATHS: readonly string[] = SHOWCASE_TOOLS.filter((tool) => PUBLIC_SAMPLE_TOOLS.includes(tool.id)).flatMap((tool) =>
  tool.samples.map((sample) => demoPath(tool.id, sample.id)),
);

const TOOL_NAMES: Record<ShowcaseToolId, string> = {
  ...(Object.fromEntries(SHOWCASE_TOOLS.map((tool) => [tool.id, tool.name])) as Record<ShowcaseToolId, string>),
  'rejection-analyzer': 'Rejections Analyzer',
};

/** A demo page's names: the tool's and, for a showcase sample, the sample's label. */
export function describeDemoPage(tool: string, sampleId: string): { toolName: string; sampleLabel: string | null; indexable: boolean } | null {
  if (!(tool in TOOL_NAMES)) return null;
  const sample = SHOWCASE_TOOLS.find((item) => item.id === tool)?.samples.find((item) => item.id === sampleId) ?? null;
  return {
    toolName: TOOL_NAMES[tool as ShowcaseToolId],
    sampleLabel: sample?.label ?? null,
    indexable: sample !== null && PUBLIC_SAMPLE_TOOLS.includes(tool as ShowcaseToolId),
  };
}
