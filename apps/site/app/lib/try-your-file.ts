import type { Tool } from '@paperlight/api-client';
import { notifyHref, toolPath } from './catalogue.ts';

/** Where a demo's 'Try your file' (and its locked controls) send a signed-in user (issue 31, decision 0138). */
export const tryPath = (demo: string) => `/try/${encodeURIComponent(demo)}`;

export type TryAnswer =
  { kind: 'redirect'; to: string } | { kind: 'not-in-plan'; toolName: string; toolHref: string; contactHref: string } | { kind: 'unknown' };

/**
 * What 'Try your file' does for this visitor: a guest signs up and comes back to the tool; a signed-in
 * user opens the tool where their account has it (its app path), or is told it is not in their plan.
 */
export function tryAnswer(demo: string, tools: readonly Pick<Tool, 'demo' | 'appPath' | 'name' | 'slug'>[], signedIn: boolean): TryAnswer {
  const tool = tools.find((candidate) => candidate.demo === demo);
  if (!tool) return { kind: 'unknown' };
  const destination = tool.appPath ?? toolPath(tool.slug);
  if (!signedIn) return { kind: 'redirect', to: `/auth/signup?${new URLSearchParams({ returnTo: destination }).toString()}` };
  if (tool.appPath) return { kind: 'redirect', to: tool.appPath };
  return { kind: 'not-in-plan', toolName: tool.name, toolHref: toolPath(tool.slug), contactHref: notifyHref(tool.name) };
}
