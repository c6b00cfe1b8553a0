import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely, Schema } from '@paperlight/db';

/**
 * The canned demos of SPEC §6, keyed by the first segment of their api path. Each is a folder of
 * `apps/api/samples/<kind>/`: one `<sampleId>.json` per sample (the response's `data`) and an
 * `assets/` folder served publicly under `/samples/<kind>/assets/`. In the JSON, asset URLs are
 * written as root-relative paths (`/samples/…`) and answered as absolute ones on the api's
 * public URL, so the same data works on every deployment.
 */
export const SAMPLE_KINDS = ['alt-text', 'ai-audio', 'rejection-analyzer', 'generative-research', 'chat-with-pdf', 'paper-remix'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export interface SampleDocument {
  kind: SampleKind;
  sampleId: string;
  /** Minified JSON text. */
  data: string;
}

const SAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

/** A sample id as it may appear in a URL and a file name. */
export const isSampleId = (id: string): boolean => SAMPLE_ID.test(id);

/** Reads every sample document under `samplesDir`; a malformed file fails loudly at start. */
export function readSampleDocuments(samplesDir: string): SampleDocument[] {
  const documents: SampleDocument[] = [];
  for (const kind of SAMPLE_KINDS) {
    const dir = join(samplesDir, kind);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue;
      const sampleId = file.slice(0, -'.json'.length);
      if (!isSampleId(sampleId)) throw new Error(`Sample file name is not a valid sample id: ${kind}/${file}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        throw new Error(`Sample ${kind}/${file} is not valid JSON`, { cause: error });
      }
      documents.push({ kind, sampleId, data: JSON.stringify(parsed) });
    }
  }
  return documents;
}

/**
 * Stores every sample document (insert or replace), so a changed sample file reaches the
 * database on the next start. Idempotent and safe from several instances at once.
 */
export async function seedDemoSamples(db: Kysely<Schema>, documents: readonly SampleDocument[], now = new Date()) {
  const updatedAt = now.toISOString();
  for (const doc of documents) {
    await db
      .insertInto('demo_samples')
      .values({ kind: doc.kind, sample_id: doc.sampleId, data: doc.data, updated_at: updatedAt })
      .onConflict((oc) => oc.columns(['kind', 'sample_id']).doUpdateSet({ data: doc.data, updated_at: updatedAt }))
      .execute();
  }
}
