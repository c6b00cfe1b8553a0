// Renders the Open Graph cards (1200×630) and the organisation logo into public/og/.
// Run once after changing tool copy: `node apps/site/scripts/og-images.mjs`; the PNGs are committed,
// so nothing renders at request time. satori and resvg are borrowed from apps/api, which renders slides.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiRequire = createRequire(join(here, '../../api/package.json'));
const satoriModule = await import(apiRequire.resolve('satori'));
const satori = satoriModule.default?.default ?? satoriModule.default ?? satoriModule.satori;
const { Resvg } = apiRequire('@resvg/resvg-js');
const fontDir = join(dirname(apiRequire.resolve('@fontsource/inter/package.json')), 'files');
const fonts = await Promise.all(
  [400, 700].map(async (weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: await readFile(join(fontDir, `inter-latin-${weight}-normal.woff`)),
  })),
);

// The tool list is TypeScript; a light parse keeps this script dependency-free.
const source = await readFile(join(here, '../app/content/tools.ts'), 'utf8');
const tools = [...source.matchAll(/slug: '([^']+)',\s*name: '([^']+)',\s*category: '([^']+)',\s*tagline: '([^']+)'/g)].map(
  ([, slug, name, category, tagline]) => ({ slug, name, category, tagline }),
);
if (tools.length !== 14) throw new Error(`Expected 14 tools in tools.ts, found ${tools.length}`);

const h = (type, style, children) => ({ type, props: { style, children } });
const logoMark = (size) =>
  h(
    'div',
    {
      width: size,
      height: size,
      borderRadius: size / 4,
      background: 'linear-gradient(135deg, #4f46e5, #22d3ee)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: '#fff',
      fontSize: size * 0.6,
      fontWeight: 700,
    },
    'P',
  );

function card({ eyebrow, title, body }) {
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: 'linear-gradient(135deg, #111827 0%, #1e1b4b 60%, #3730a3 100%)',
      color: '#fff',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        logoMark(64),
        h('div', { fontSize: 40, fontWeight: 700 }, 'Paperlight'),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        h('div', { fontSize: 28, color: '#a5b4fc', textTransform: 'uppercase', letterSpacing: 3 }, eyebrow),
        h('div', { fontSize: title.length > 28 ? 60 : 76, fontWeight: 700, lineHeight: 1.1 }, title),
        h('div', { fontSize: 32, color: '#e0e7ff', lineHeight: 1.35, maxWidth: 1000 }, body),
      ]),
      h('div', { display: 'flex', fontSize: 24, color: '#c7d2fe' }, 'AI tools for research publishing'),
    ],
  );
}

async function render(node, width, height, file) {
  const svg = await satori(node, { width, height, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  await writeFile(join(here, '../public/og', file), png);
  console.log(`public/og/${file} ${png.length} bytes`);
}

await render(
  card({
    eyebrow: 'For publishers, funders and researchers',
    title: 'AI tools for research publishing',
    body: 'Alt text, multi-lingual audio, peer-review checks, rejection analytics and paper-to-video.',
  }),
  1200,
  630,
  'default.png',
);
await render(
  card({
    eyebrow: 'Accessibility statement',
    title: 'Accessible by design',
    body: 'Our commitment to WCAG 2.2 AA, the measures we take and how to reach us.',
  }),
  1200,
  630,
  'accessibility.png',
);
for (const tool of tools)
  await render(card({ eyebrow: tool.category, title: tool.name, body: tool.tagline }), 1200, 630, `${tool.slug}.png`);
await render(
  h(
    'div',
    {
      width: 512,
      height: 512,
      display: 'flex',
      background: '#ffffff',
      alignItems: 'center',
      justifyContent: 'center',
      fontFamily: 'Inter',
    },
    [logoMark(448)],
  ),
  512,
  512,
  'logo.png',
);
