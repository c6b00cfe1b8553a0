import type { Tool, ToolCategory } from '@paperlight/api-client';

/**
 * The tool catalogue as the site reads it from `GET /tools` (decision 0040): Tools Administration
 * edits it, and the landing page, every tool page, the menus, the footer and the sitemap show it.
 * Pure helpers only; the cached fetch lives in `catalogue.server.ts`.
 */
export type CatalogueTool = Tool;

/** The five areas of the Full AI Suite (SPEC §2), in the order of its tabs. */
export const TOOL_CATEGORIES: readonly ToolCategory[] = [
  'Accessibility',
  'Peer Review',
  'Document Analytics',
  'Journal Analytics',
  'Plug & Play',
];

/** What the menus and the footer need of a tool: a few bytes per tool in every page's loader data. */
export interface NavTool {
  slug: string;
  name: string;
  category: ToolCategory;
  featured: boolean;
  comingSoon: boolean;
}

export const toolPath = (slug: string) => `/tools/${slug}`;

export const isComingSoon = (tool: Pick<Tool, 'status'>) => tool.status === 'coming-soon';

/** Tools the public site shows: every status but hidden (the api leaves hidden ones out too). */
export function publicTools<T extends Pick<Tool, 'status'>>(tools: readonly T[]): T[] {
  return tools.filter((tool) => tool.status !== 'hidden');
}

export function navTools(tools: readonly Tool[]): NavTool[] {
  return publicTools(tools).map(({ slug, name, category, featured, status }) => ({
    slug,
    name,
    category,
    featured,
    comingSoon: status === 'coming-soon',
  }));
}

/** The tools grouped by category, in the tabs' order; categories without tools are left out. */
export function byCategory<T extends { category: string }>(tools: readonly T[]): { category: ToolCategory; tools: T[] }[] {
  return TOOL_CATEGORIES.map((category) => ({ category, tools: tools.filter((tool) => tool.category === category) })).filter(
    (group) => group.tools.length > 0,
  );
}

/** The one sentence Notify Me puts in the contact form's interest field, wherever it is pressed. */
export function notifyMeInterest(toolName: string): string {
  return `I'd like to hear when ${toolName} is available.`;
}

/** Notify Me from another page: the landing page reads `interest` to prefill its contact form, then the hash scrolls to it. */
export function notifyHref(toolName: string): string {
  return `/?interest=${encodeURIComponent(notifyMeInterest(toolName))}#contact-us-section`;
}

/** 'Try the live demo': the landing page's showcase with the tool and, when given, a sample chosen. */
export function liveDemoHref(demo: string, sampleId?: string): string {
  const query = new URLSearchParams({ tool: demo });
  if (sampleId) query.set('sample', sampleId);
  return `/?${query.toString()}#tools-showcase`;
}
