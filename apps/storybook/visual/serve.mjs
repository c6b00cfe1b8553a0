// Serves the built Storybook (storybook-static) on 127.0.0.1 for the visual review.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'storybook-static');
const port = Number(process.argv[2] ?? 6106);
const serve = sirv(dir, { dev: false, etag: true, single: false });
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}`));
