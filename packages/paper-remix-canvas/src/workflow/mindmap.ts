import type { NodeExecution } from '@paperlight/api-client';
import { MindmapOutputSchema, type MindmapOutput } from '@paperlight/api-client/paper-remix';
import * as v from 'valibot';

// A Mind map node's result is the Paper Remix contract's (decision 0186); exported here as before.
export { MindmapOutputSchema };
export type { MindmapOutput };

export const MINDMAP_DOWNLOADS = [
  { kind: 'png', label: 'PNG' },
  { kind: 'svg', label: 'SVG' },
  { kind: 'opml', label: 'OPML' },
  { kind: 'md', label: 'Markdown' },
] as const;
export type MindmapDownload = (typeof MINDMAP_DOWNLOADS)[number]['kind'];

export function mindmapOf(execution: NodeExecution | null | undefined): MindmapOutput | null {
  const parsed = v.safeParse(MindmapOutputSchema, execution?.jsonOutput);
  return parsed.success ? parsed.output : null;
}

/** The map's files as the api signs them (`outputData.downloads`), by kind. */
export function mindmapDownloads(execution: NodeExecution | null | undefined): Partial<Record<MindmapDownload, string>> {
  const downloads = (execution?.outputData as { downloads?: unknown } | null | undefined)?.downloads;
  if (!downloads || typeof downloads !== 'object') return {};
  return Object.fromEntries(
    MINDMAP_DOWNLOADS.map(({ kind }) => [kind, (downloads as Record<string, unknown>)[kind]]).filter(([, url]) => typeof url === 'string'),
  );
}

export interface MapPlace {
  id: string;
  kind: 'centre' | 'branch' | 'leaf';
  x: number;
  y: number;
  /** The branch a leaf hangs on, or the centre a branch hangs on. */
  parent?: string;
}

const CENTRE_HEIGHT = 120;
const CENTRE_GAP = 24;
const BRANCH_X = 24;
const LEAF_X = 48;
const BRANCH_STEP = 56;
const LEAF_STEP = 68;
const LEAF_LINE = 22;
const BRANCH_GAP = 16;
/** The map's width at zoom 1: the points' column and its indent. */
export const MAP_WIDTH = LEAF_X + 380;

/**
 * Where each part of the map goes, as an outline that reads top to bottom in a side panel or on a
 * phone: the paper's title at the top, each branch below it, each branch's points indented under it
 * (none for a folded branch).
 */
export function layoutMindmap(map: MindmapOutput, folded: ReadonlySet<string>): MapPlace[] {
  const places: MapPlace[] = [{ id: 'centre', kind: 'centre', x: 0, y: 0 }];
  // The title wraps at about 40 characters a line in the centre's box; the authors take a line.
  let y = CENTRE_HEIGHT + Math.max(0, Math.ceil(map.centre.length / 40) - 3) * 22 + CENTRE_GAP;
  for (const branch of map.branches) {
    places.push({ id: branch.id, kind: 'branch', x: BRANCH_X, y, parent: 'centre' });
    y += BRANCH_STEP;
    if (!folded.has(branch.id)) {
      for (const leaf of branch.leaves) {
        places.push({ id: `${branch.id}/${leaf.id}`, kind: 'leaf', x: LEAF_X, y, parent: branch.id });
        // A point's box grows with its lines (about 40 characters a line at its width).
        y += LEAF_STEP + Math.max(0, Math.ceil(leaf.text.length / 40) - 2) * LEAF_LINE;
      }
    }
    y += BRANCH_GAP;
  }
  return places;
}
