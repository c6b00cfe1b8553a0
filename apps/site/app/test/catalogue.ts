import type { Tool } from '@paperlight/api-client';
import { detailsOf, TOOL_CATALOGUE } from '@paperlight/db/catalogue';
import { showcaseToolOf, showcaseTools, type ShowcaseTool, type ShowcaseToolId } from '#app/components/landing/ToolsShowcase/showcase.ts';

/** The catalogue as a fresh database answers `GET /tools`, for tests and stories. */
export const SEEDED_CATALOGUE: Tool[] = TOOL_CATALOGUE.map((tool, index) => ({
  id: `tool-${index + 1}`,
  slug: tool.slug,
  name: tool.name,
  category: tool.category,
  tagline: tool.tagline,
  description: tool.description,
  status: tool.status,
  featured: tool.featured,
  sortOrder: index,
  demo: tool.demo,
  appPath: tool.appPath,
  ...detailsOf(tool),
}));

export function catalogueTool(slug: string): Tool {
  const tool = SEEDED_CATALOGUE.find((item) => item.slug === slug);
  if (!tool) throw new Error(`No tool ${slug} in the seeded catalogue`);
  return tool;
}

/** A tool made in Tools Administration: a card and nothing more. */
export const NEW_TOOL: Tool = {
  id: 'tool-new',
  slug: 'citation-guard',
  name: 'Citation Guard',
  category: 'Peer Review',
  tagline: '',
  description: 'Checks every reference of a manuscript before it goes to review.',
  status: 'coming-soon',
  featured: false,
  sortOrder: 99,
  demo: null,
  appPath: null,
  summary: '',
  about: [],
  features: [],
  audience: [],
  sample: null,
  related: [],
};

/** 'AI Tools in Action' as the seeded catalogue lists it. */
export const SEEDED_SHOWCASE: ShowcaseTool[] = showcaseTools(SEEDED_CATALOGUE);

/** A demo with its catalogue names, listed in the showcase or not (the Rejections Analyzer is not). */
export function showcaseTool(id: ShowcaseToolId): ShowcaseTool {
  const tool = SEEDED_CATALOGUE.find((item) => item.demo === id);
  const found = tool ? showcaseToolOf(tool) : null;
  if (!found) throw new Error(`No catalogue tool with the demo ${id}`);
  return found;
}
