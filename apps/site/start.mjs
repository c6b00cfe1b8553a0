// `pnpm start` for the site alone: remix-serve on the port of SITE_URL, bound to HOST (decision 0001).
import { fileURLToPath } from 'node:url';

const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000');
process.env.PORT ||= siteUrl.port || (siteUrl.protocol === 'https:' ? '443' : '80');
process.env.HOST ||= '127.0.0.1';
process.env.NODE_ENV ||= 'production';
// remix-serve reads the server build path from its first argument.
process.argv[2] = fileURLToPath(new URL('./build/server/index.js', import.meta.url));
await import('@remix-run/serve/dist/cli.js');
