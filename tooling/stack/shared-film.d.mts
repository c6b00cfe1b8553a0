/** Shares the repository's sample film as `ownerEmail`'s project in the stack whose DATA_DIR is `dataDir` (shared-film.mjs). */
export function createSharedFilm(dataDir: string, ownerEmail?: string, now?: Date): { token: string; projectId: string };
