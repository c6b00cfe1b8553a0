/**
 * A mind map as files (issue 35): a Markdown outline, OPML 2.0 (outliners and mind-map tools open
 * it), and a picture as SVG and PNG laid out by satori with the film's fonts (text as paths, so the
 * SVG looks the same everywhere).
 */
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { loadFonts } from '../render/fonts';
import { el, INDIGO, INK, MUTED, type SatoriElement } from '../render/look';
import type { MindmapOutput } from './mindmap';

const pagesOf = (pages: readonly number[]) => (pages.length === 0 ? '' : pages.length === 1 ? `p. ${pages[0]}` : `pp. ${pages.join(', ')}`);

/** '# Title', the authors, then '## Branch' and '- leaf (p. 3)'. */
export function mindmapMarkdown(map: MindmapOutput): string {
  const lines = [`# ${map.centre}`, ''];
  if (map.authors.length > 0) lines.push(map.authors.join(', '), '');
  for (const branch of map.branches) {
    lines.push(`## ${branch.label}`, '');
    for (const leaf of branch.leaves) {
      const page = pagesOf(leaf.sources.pages);
      lines.push(`- ${leaf.text}${page ? ` (${page})` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** OPML 2.0: the centre as the top outline, branches below it, leaves with their page and sentence as a note. */
export function mindmapOpml(map: MindmapOutput, created: Date): string {
  const leaf = (text: string, note: string) => `        <outline text="${xml(text)}"${note ? ` _note="${xml(note)}"` : ''}/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${xml(map.centre)}</title>`,
    `    <dateCreated>${created.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    `    <outline text="${xml(map.centre)}">`,
    ...map.branches.flatMap((branch) => [
      `      <outline text="${xml(branch.label)}">`,
      ...branch.leaves.map((item) =>
        leaf(item.text, [pagesOf(item.sources.pages), item.sources.quotes[0]?.text ?? ''].filter(Boolean).join(': ')),
      ),
      '      </outline>',
    ]),
    '    </outline>',
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

const WIDTH = 1600;
const LEAF_WIDTH = 880;
const BRANCH_COLOURS: Record<string, string> = {
  background: '#0e7490',
  method: '#4f46e5',
  data: '#7c3aed',
  results: '#15803d',
  conclusions: '#b45309',
  limits: '#be123c',
};

/** Height the picture needs: each leaf a line or two, each branch at least its label. */
function heightOf(map: MindmapOutput): number {
  const rows = map.branches.reduce(
    (sum, branch) =>
      sum +
      Math.max(
        1,
        branch.leaves.reduce((n, leaf) => n + (leaf.text.length > 90 ? 2 : 1), 0),
      ),
    0,
  );
  return Math.max(480, 120 + rows * 40 + map.branches.length * 28);
}

function tree(map: MindmapOutput): SatoriElement {
  const branchRows = map.branches.map((branch) => {
    const colour = BRANCH_COLOURS[branch.kind] ?? INDIGO;
    return el('div', { display: 'flex', alignItems: 'center', gap: 28 }, [
      el(
        'div',
        {
          display: 'flex',
          width: 200,
          justifyContent: 'center',
          padding: '10px 16px',
          borderRadius: 999,
          backgroundColor: colour,
          color: '#ffffff',
          fontSize: 22,
          fontWeight: 700,
        },
        branch.label,
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column', gap: 8, borderLeft: `4px solid ${colour}`, paddingLeft: 20 },
        branch.leaves.map((leaf) =>
          el(
            'div',
            { display: 'flex', width: LEAF_WIDTH, fontSize: 19, lineHeight: 1.35, color: INK },
            `${leaf.text}${leaf.sources.pages.length > 0 ? `  (${pagesOf(leaf.sources.pages)})` : ''}`,
          ),
        ),
      ),
    ]);
  });
  return el(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      padding: 48,
      gap: 36,
      alignItems: 'center',
      backgroundColor: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          width: 300,
          gap: 12,
          padding: 24,
          borderRadius: 24,
          border: `3px solid ${INDIGO}`,
          backgroundColor: '#eef2ff',
        },
        [
          el('div', { display: 'flex', fontSize: 24, fontWeight: 700, lineHeight: 1.25, color: INK }, map.centre),
          map.authors.length > 0
            ? el(
                'div',
                { display: 'flex', fontSize: 16, color: MUTED },
                map.authors.length > 3 ? `${map.authors[0]} et al.` : map.authors.join(', '),
              )
            : null,
        ],
      ),
      el('div', { display: 'flex', flexDirection: 'column', gap: 28 }, branchRows),
    ],
  );
}

/** The map as an SVG picture (text drawn as paths). */
export async function mindmapSvg(map: MindmapOutput): Promise<string> {
  const fonts = await loadFonts();
  // satori's typings expect a ReactNode; the object form is what JSX compiles to.
  return satori(tree(map) as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: heightOf(map), fonts });
}

/** The SVG as a PNG, rasterised on libuv's thread pool. */
export async function mindmapPng(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const png = image.asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
