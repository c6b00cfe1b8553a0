// Ships pdf.js's worker inside dist/ beside the code that loads it (see src/pdfjs.ts), from the
// exact pdfjs-dist version this package depends on, so API and worker versions always match; and
// our own fetch worker (src/pdf-fetch.worker.js, plain JavaScript) beside it.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
copyFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), new URL('../dist/pdf.worker.min.mjs', import.meta.url));
copyFileSync(new URL('../src/pdf-fetch.worker.js', import.meta.url), new URL('../dist/pdf-fetch.worker.js', import.meta.url));
console.log('@paperlight/pdf-viewer: copied dist/pdf.worker.min.mjs and dist/pdf-fetch.worker.js');
