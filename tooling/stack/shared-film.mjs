// A finished Paper Remix film shared by a seeded account, in a running stack's SQLite database and
// file storage, for the pages that show one (bench:site's share page, the share-page journey). The
// film is the repository's real sample (apps/api/samples/paper-remix: the retail-kiosk paper's
// script, storyboard and the 55 s film the engine rendered), placed as the owner's own project, so
// the page serves it through the api's share routes like any other (decision 0139).
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

const SAMPLE = join(root, 'apps/api/samples/paper-remix');
// The api's own driver; the stack's default database is SQLite in DATA_DIR (DATABASE_URL unset).
const Sqlite = createRequire(join(root, 'apps/api/package.json'))('better-sqlite3');

/**
 * Shares the sample film as `ownerEmail`'s project in the stack whose DATA_DIR is `dataDir`.
 * @returns the share token (the page is `/share/{token}`) and the project's id
 */
export function createSharedFilm(dataDir, ownerEmail = 'trial5@paperlight.test', now = new Date()) {
  const sample = JSON.parse(readFileSync(join(SAMPLE, 'retail-kiosk.json'), 'utf8'));
  const byType = (type) => sample.nodes.find((node) => node.node.nodeType === type);
  const database = new Sqlite(join(dataDir, 'paperlight.db'));
  database.pragma('busy_timeout = 5000');
  try {
    const owner = database.prepare('select id from users where email = ?').get(ownerEmail);
    if (!owner) throw new Error(`shared-film: no account ${ownerEmail} in ${dataDir}`);
    const stamp = now.toISOString();
    const projectId = randomUUID();
    const dir = `projects/${projectId}/nodes`;
    const files = {
      paper: [`${dir}/in/paper.json`, null, 'application/json'],
      video: [`${dir}/video/video.mp4`, 'retail-kiosk.mp4', 'video/mp4'],
      subtitles: [`${dir}/video/subtitles.vtt`, 'retail-kiosk.vtt', 'text/vtt'],
      chapters: [`${dir}/video/chapters.vtt`, 'retail-kiosk-chapters.vtt', 'text/vtt'],
      poster: [`${dir}/video/poster.png`, 'retail-kiosk-poster.png', 'image/png'],
    };
    const insertFile = database.prepare(
      'insert into files (key, owner_id, content_type, size, pages, created_at) values (?, ?, ?, ?, null, ?)',
    );
    for (const [key, asset, type] of Object.values(files)) {
      if (!asset) continue;
      const target = join(dataDir, 'files', key);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(SAMPLE, 'assets', asset), target);
      insertFile.run(key, owner.id, type, statSync(target).size, stamp);
    }
    const sources = Object.fromEntries(Object.entries(files).map(([name, [key]]) => [name, key]));
    const execution = (node, extra) =>
      JSON.stringify({
        time_taken: node.execution.time_taken,
        videoUrl: null,
        jsonOutput: node.execution.jsonOutput,
        outputData: {},
        ...extra,
      });
    const insertNode = database.prepare(
      `insert into project_nodes (id, project_id, client_node_id, node_type, position, label, configuration, target_edges, status, execution, file_key, updated_at)
       values (?, ?, ?, ?, ?, ?, '{}', ?, 'completed', ?, ?, ?)`,
    );
    database
      .prepare('insert into projects (id, user_id, name, auto_save_enabled, created_at, updated_at) values (?, ?, ?, 1, ?, ?)')
      .run(projectId, owner.id, sample.name, stamp, stamp);
    const videoId = randomUUID();
    const edge = JSON.stringify([{ clientNodeId: 'video', nodeType: 'video', position: { x: 340, y: 0 }, label: 'Video Generation' }]);
    insertNode.run(
      randomUUID(),
      projectId,
      'in',
      'paperInput',
      '{"x":0,"y":0}',
      'Paper Input',
      edge,
      execution(byType('paperInput'), { sources: { paper: sources.paper } }),
      null,
      stamp,
    );
    insertNode.run(
      videoId,
      projectId,
      'video',
      'video',
      '{"x":340,"y":0}',
      'Video Generation',
      '[]',
      execution(byType('video'), { sources }),
      sources.video,
      stamp,
    );
    const token = randomBytes(24).toString('base64url');
    database
      .prepare(
        'insert into share_links (token, project_id, project_node_id, owner_id, created_at, revoked_at) values (?, ?, ?, ?, ?, null)',
      )
      .run(token, projectId, videoId, owner.id, stamp);
    return { token, projectId };
  } finally {
    database.close();
  }
}
