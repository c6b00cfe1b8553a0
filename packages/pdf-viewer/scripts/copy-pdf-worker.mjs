// Ships pdf.js's worker inside dist/ beside the code that loads it (see src/pdfjs.ts), from the
// exact pdfjs-dist version this package depends on, so API and worker versions always match.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
copyFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), new URL('../dist/pdf.worker.min.mjs', import.meta.url));
console.log('@paperlight/pdf-viewer: copied dist/pdf.worker.min.mjs');
