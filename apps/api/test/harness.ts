import { migrateToLatest, seed, userToClaims, type User } from '@paperlight/db';
import { createTestDatabase, type TestDatabase } from '@paperlight/db/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSampleDocuments, seedDemoSamples } from '../src/demo-samples/catalogue';
import type { SupervisedQueueOptions, WorkerCommand } from '../src/paper-remix/queue-supervised';
import { buildApiServer, type ApiServer, type ApiServerOptions } from '../src/server';
import { startTestIssuer, type TestIssuer } from './issuer';

export const SITE_URL = 'http://localhost:5273';
export const INTERNAL_SECRET = 'api-test-internal-secret-0123456789abcdef';
/** Headers with which the site forwards a visitor's address (decision 0032). */
export const fromVisitor = (address: string) => ({ 'x-paperlight-client-address': address, 'x-paperlight-internal-key': INTERNAL_SECRET });
/** The repository's real sample folder, seeded into every test database. */
export const SAMPLES_DIR = fileURLToPath(new URL('../samples/', import.meta.url));

export interface ApiHarness {
  url: string;
  server: ApiServer;
  issuer: TestIssuer;
  testDb: TestDatabase;
  /** DATA_DIR of Paper Remix (files, secrets); a worker in the test shares it. */
  remixDir: string;
  /** How this api starts its supervised worker (same database, same files). */
  worker: SupervisedQueueOptions;
  user(email: string): User;
  /** An access token for a seeded account, with the claims the sso would put in it. */
  tokenFor(email: string, extra?: Record<string, unknown>, options?: Parameters<TestIssuer['sign']>[1]): Promise<string>;
  guestToken(deviceId: string, options?: Parameters<TestIssuer['sign']>[1]): Promise<string>;
  close(): Promise<void>;
}

/** A real api on port 0 over a migrated, seeded throw-away database and a test JWKS issuer. */
export async function startApi(
  dialect: 'sqlite' | 'postgres' = 'sqlite',
  overrides: Partial<ApiServerOptions> = {},
  now = new Date(),
): Promise<ApiHarness> {
  const testDb = await createTestDatabase(dialect);
  await migrateToLatest(testDb.database.db);
  await seed(testDb.database.db, now);
  const samplesDir = overrides.samplesDir ?? SAMPLES_DIR;
  await seedDemoSamples(testDb.database.db, readSampleDocuments(samplesDir), now);
  const users = await testDb.database.db.selectFrom('users').selectAll().execute();
  const issuer = await startTestIssuer();
  // Uploads, results and the files secret stay out of the repository's data folder.
  const remixDir = mkdtempSync(join(tmpdir(), 'paperlight-remix-'));
  // The supervised worker runs on the same database; it starts at the first job, so suites that
  // never generate pay nothing for it.
  let listening = '';
  const command = builtWorker();
  const worker: SupervisedQueueOptions = {
    lazy: true,
    ...(command ? { command } : {}),
    env: () => ({
      DATA_DIR: remixDir,
      FILES_SECRET: 'test-files-secret',
      ...(listening ? { API_URL: listening } : {}),
      DATABASE_URL: testDb.databaseUrl ?? '',
      ...(testDb.dataDir ? { SQLITE_FILE: join(testDb.dataDir, 'paperlight.db') } : {}),
      REMIX_HEARTBEAT_MS: String(overrides.paperRemix?.heartbeatMs ?? 5000),
      LOG_LEVEL: 'warn',
    }),
  };
  const server = await buildApiServer({
    paperRemix: { dataDir: remixDir, filesSecret: 'test-files-secret', worker, ...overrides.paperRemix },
    database: testDb.database,
    ssoUrl: issuer.url,
    siteUrl: SITE_URL,
    samplesDir,
    internalSecret: INTERNAL_SECRET,
    ...overrides,
    ...(overrides.paperRemix
      ? { paperRemix: { dataDir: remixDir, filesSecret: 'test-files-secret', worker, ...overrides.paperRemix } }
      : {}),
  });
  const url = await server.listen({ port: 0 });
  listening = url;

  const user = (email: string) => {
    const found = users.find((u) => u.email === email);
    if (!found) throw new Error(`no seeded user ${email}`);
    return found;
  };
  return {
    url,
    server,
    issuer,
    testDb,
    remixDir,
    worker,
    user,
    async tokenFor(email, extra = {}, options) {
      const { id, ...claims } = userToClaims(user(email), now);
      // Like the sso: every token belongs to a live session (a refresh-token family).
      const sid = randomUUID();
      await testDb.database.db
        .insertInto('sessions')
        .values({
          id: sid,
          user_id: id,
          kind: 'app',
          created_at: now.toISOString(),
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          revoked_at: null,
        })
        .execute();
      return issuer.sign({ sub: id, sid, isGuest: false, ...claims, ...extra }, options);
    },
    guestToken(deviceId, options) {
      return issuer.sign(
        {
          sub: `guest:${deviceId}`,
          name: 'Guest',
          email: '',
          isGuest: true,
          isAdmin: false,
          isSales: false,
          isToolAdmin: false,
          deviceId,
          isFreeTrailActive: null,
          trialEndDate: null,
        },
        options,
      );
    },
    async close() {
      await server.close();
      await issuer.close();
      await testDb.cleanup();
      rmSync(remixDir, { recursive: true, force: true });
    },
  };
}

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** The newest modification time under a folder, in ms. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * The worker's build when it is newer than its sources (as `pnpm test` leaves it: turbo builds
 * the worker before these tests), else undefined and the worker runs from source through tsx.
 * A cold tsx start transpiles the whole engine, twice (worker and PDF reader), which on a loaded
 * two-core CI machine took longer than a test's time-out.
 */
function builtWorker(): WorkerCommand | undefined {
  const workerDir = join(REPO, 'apps', 'worker');
  const entry = join(workerDir, 'dist', 'main.js');
  const reader = join(workerDir, 'dist', 'pdf-reader.js');
  if (!existsSync(entry) || !existsSync(reader)) return undefined;
  const built = Math.min(statSync(entry).mtimeMs, statSync(reader).mtimeMs);
  const sources = Math.max(...['apps/worker/src', 'tooling/remix-core/src', 'tooling/db/src'].map((dir) => newest(join(REPO, dir))));
  return built > sources ? { entry, cwd: workerDir, execArgv: ['--enable-source-maps'] } : undefined;
}

/**
 * How long after the start the condition first held, counted to the start of the attempt that saw it
 * (a request's own latency on a loaded machine is not revocation delay); Infinity past `withinMs`.
 */
export const until = async (condition: () => boolean | Promise<boolean>, withinMs: number) => {
  const started = performance.now();
  for (;;) {
    const attempt = performance.now();
    if (await condition()) return attempt - started;
    if (performance.now() - started > withinMs) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};
