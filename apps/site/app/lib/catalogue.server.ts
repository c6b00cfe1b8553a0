import { ToolsResponseSchema, type Tool } from '@paperlight/api-client';
import * as v from 'valibot';
import { getEnv } from '#app/env.server.ts';

/** How long a read of the catalogue is served without asking the api again. */
export const CATALOGUE_TTL_MS = 30_000;
const FETCH_TIMEOUT_MS = 3000;

interface Entry {
  tools: Tool[];
  at: number;
}

let entry: Entry | null = null;
let inflight: Promise<Tool[]> | null = null;

async function fetchCatalogue(apiUrl: string, now: () => number): Promise<Tool[]> {
  const response = await fetch(`${apiUrl}/tools`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET /tools answered ${response.status}`);
  const tools = v.parse(ToolsResponseSchema, await response.json()).data.filter((tool) => tool.status !== 'hidden');
  entry = { tools, at: now() };
  return tools;
}

function refresh(apiUrl: string, now: () => number): Promise<Tool[]> {
  inflight ??= fetchCatalogue(apiUrl, now).finally(() => {
    inflight = null;
  });
  return inflight;
}

export class CatalogueUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The tool catalogue could not be loaded', { cause });
  }
}

/**
 * The public catalogue from apps/api, read once per `CATALOGUE_TTL_MS` per server process. A stale
 * copy is served at once while a fresh one loads in the background, and kept when the api fails,
 * so pages never wait for the api twice nor break when it restarts; only a server that never got
 * the catalogue waits (3 s at most) and then throws `CatalogueUnavailableError`.
 */
export async function getCatalogue(options: { apiUrl?: string; now?: () => number } = {}): Promise<Tool[]> {
  const apiUrl = options.apiUrl ?? getEnv().API_URL;
  const now = options.now ?? Date.now;
  if (entry && now() - entry.at < CATALOGUE_TTL_MS) return entry.tools;
  if (entry) {
    const stale = entry.tools;
    refresh(apiUrl, now).catch((error: unknown) => console.error('Could not refresh the tool catalogue', error));
    return stale;
  }
  try {
    return await refresh(apiUrl, now);
  } catch (error) {
    throw new CatalogueUnavailableError(error);
  }
}

/** The catalogue, or an empty list (logged) when the api has never answered: for the chrome of every page. */
export async function getCatalogueOrEmpty(): Promise<Tool[]> {
  try {
    return await getCatalogue();
  } catch (error) {
    console.error(error);
    return [];
  }
}

/** A tool page's tool; `null` for a slug the public catalogue does not have (retired, hidden, never existed). */
export async function findCatalogueTool(slug: string): Promise<Tool | null> {
  return (await getCatalogue()).find((tool) => tool.slug === slug) ?? null;
}

/** Forgets the cached copy: Tools Administration calls it after an edit, so this server shows the edit at once. */
export function invalidateCatalogue(): void {
  entry = null;
}
