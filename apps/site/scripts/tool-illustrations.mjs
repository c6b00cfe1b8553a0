// Draws the tool pages' illustrations (640×440 SVG) into public/tools/illustrations/: one per tool that
// has no guest demo to screenshot, and one per category for tools added later in Tools Administration.
// Run after changing a drawing: `node apps/site/scripts/tool-illustrations.mjs`; the SVGs are committed.
// Text is drawn as shapes (bars for lines of text), so the drawings need no font and read the same everywhere.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/tools/illustrations');
const W = 640;
const H = 440;

const C = {
  ink: '#111827',
  text: '#374151',
  line: '#d1d5db',
  faint: '#e5e7eb',
  paper: '#ffffff',
  brand: '#4f46e5',
  brandSoft: '#c7d2fe',
  brandTint: '#eef2ff',
  cyan: '#06b6d4',
  cyanSoft: '#cffafe',
  green: '#16a34a',
  greenSoft: '#dcfce7',
  red: '#dc2626',
  redSoft: '#fee2e2',
  amber: '#d97706',
  amberSoft: '#fef3c7',
};

/** The backdrop of each category: a tint and a soft pattern of dots. */
const BACKDROPS = {
  Accessibility: ['#eef2ff', '#e0e7ff'],
  'Peer Review': ['#ecfeff', '#cffafe'],
  'Document Analytics': ['#f5f3ff', '#ede9fe'],
  'Journal Analytics': ['#f0fdf4', '#dcfce7'],
  'Plug & Play': ['#fff7ed', '#ffedd5'],
};

const el = (name, attrs, children = '') => {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join(' ');
  return children === '' ? `<${name} ${list}/>` : `<${name} ${list}>${children}</${name}>`;
};
const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, rx: extra.rx ?? 6, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const path = (d, extra) => el('path', { d, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', ...extra });
const group = (children, transform) => el('g', { transform }, children.join(''));

/** Lines of text as rounded bars: `widths` in px, one per line. */
const textLines = (x, y, widths, { gap = 14, height = 7, fill = C.line } = {}) =>
  widths.map((w, i) => rect(x, y + i * gap, w, height, fill, { rx: height / 2 })).join('');

/** A page of a paper with a title bar and body lines. */
function paper(x, y, w, h, { title = C.ink, lines = 8, shadow = true } = {}) {
  const body = Array.from({ length: lines }, (_, i) => w - 48 - ((i * 37) % 60));
  return [
    shadow ? rect(x + 6, y + 8, w, h, 'rgba(17,24,39,0.08)', { rx: 10 }) : '',
    rect(x, y, w, h, C.paper, { rx: 10, stroke: C.faint }),
    rect(x + 24, y + 24, w * 0.55, 10, title, { rx: 5 }),
    textLines(x + 24, y + 50, body),
  ].join('');
}

function frame(category, content) {
  const [bg, dots] = BACKDROPS[category];
  const pattern = Array.from({ length: 12 }, (_, col) =>
    Array.from({ length: 8 }, (_, row) => circle(26 + col * 54, 26 + row * 56, 2.5, dots)).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${rect(0, 0, W, H, bg, { rx: 0 })}${pattern}${content}</svg>\n`;
}

const check = (x, y, color = C.green) => path(`M${x - 6} ${y} l4 4 l8 -9`, { stroke: color, strokeWidth: 3 });
const cross = (x, y, color = C.red) => path(`M${x - 5} ${y - 5} l10 10 M${x + 5} ${y - 5} l-10 10`, { stroke: color, strokeWidth: 3 });
const pill = (x, y, w, fill, stroke) => rect(x, y, w, 26, fill, { rx: 13, stroke });

const drawings = {
  'ai-summary': {
    category: 'Accessibility',
    draw: () => [
      paper(60, 60, 240, 320, { lines: 16 }),
      path('M318 220 C 350 220, 350 220, 372 220', { stroke: C.brand, strokeWidth: 4 }),
      path('M362 208 l14 12 l-14 12', { stroke: C.brand, strokeWidth: 4 }),
      rect(392, 80, 200, 280, C.paper, { rx: 12, stroke: C.brandSoft, strokeWidth: 2 }),
      rect(412, 100, 90, 10, C.brand, { rx: 5 }),
      textLines(412, 124, [150, 130, 140]),
      rect(412, 180, 110, 10, C.ink, { rx: 5 }),
      ...[0, 1, 2].map((i) =>
        [
          circle(422, 216 + i * 44, 11, C.brandTint),
          el(
            'text',
            { x: 422, y: 220 + i * 44, fontSize: 12, fontFamily: 'sans-serif', fontWeight: 700, fill: C.brand, textAnchor: 'middle' },
            String(i + 1),
          ),
          textLines(442, 206 + i * 44, [120, 90]),
        ].join(''),
      ),
    ],
  },
  'math-to-speech': {
    category: 'Accessibility',
    draw: () => [
      rect(70, 110, 300, 150, C.paper, { rx: 14, stroke: C.faint }),
      el(
        'text',
        { x: 220, y: 205, fontSize: 44, fontFamily: 'Georgia, serif', fontStyle: 'italic', fill: C.ink, textAnchor: 'middle' },
        'x² + y² = r²',
      ),
      path('M390 185 h40', { stroke: C.brand, strokeWidth: 4 }),
      path('M420 173 l14 12 l-14 12', { stroke: C.brand, strokeWidth: 4 }),
      circle(520, 185, 62, C.brandTint, { stroke: C.brandSoft, strokeWidth: 2 }),
      path('M492 170 h14 l18 -16 v62 l-18 -16 h-14 z', { stroke: C.brand, strokeWidth: 4, fill: C.brandSoft }),
      path('M538 165 q14 20 0 40 M552 152 q26 33 0 66', { stroke: C.brand, strokeWidth: 4 }),
      rect(120, 300, 400, 54, C.paper, { rx: 27, stroke: C.brandSoft, strokeWidth: 2 }),
      ...Array.from({ length: 28 }, (_, i) =>
        rect(150 + i * 12, 327 - (4 + ((i * 7) % 11) * 1.8), 6, 2 * (4 + ((i * 7) % 11) * 1.8), i < 17 ? C.brand : C.brandSoft, { rx: 3 }),
      ),
    ],
  },
  'ai-review': {
    category: 'Peer Review',
    draw: () => [
      paper(60, 56, 230, 320, { lines: 15 }),
      rect(330, 70, 250, 300, C.paper, { rx: 12, stroke: C.faint }),
      rect(352, 92, 120, 10, C.ink, { rx: 5 }),
      ...[
        ['ok', 150],
        ['ok', 120],
        ['ok', 160],
        ['flag', 130],
        ['ok', 140],
        ['flag', 110],
        ['ok', 150],
      ].map(([state, w], i) => {
        const y = 130 + i * 32;
        const ok = state === 'ok';
        return [
          rect(352, y - 10, 22, 22, ok ? C.greenSoft : C.amberSoft, { rx: 6 }),
          ok
            ? check(363, y, C.green)
            : el(
                'text',
                { x: 363, y: y + 6, fontSize: 16, fontWeight: 700, fontFamily: 'sans-serif', fill: C.amber, textAnchor: 'middle' },
                '!',
              ),
          rect(386, y - 4, w, 8, C.line, { rx: 4 }),
        ].join('');
      }),
    ],
  },
  'image-duplication-checks': {
    category: 'Peer Review',
    draw: () => {
      const blot = (x, y, rotate) =>
        group(
          [
            rect(0, 0, 180, 130, C.paper, { rx: 10, stroke: C.faint }),
            ...[0, 1, 2, 3].map((i) =>
              rect(18 + i * 40, 40 + (i % 2) * 14, 28, 12 + (i % 3) * 6, C.ink, { rx: 4, opacity: 0.75 - i * 0.12 }),
            ),
            ...[0, 1, 2, 3].map((i) => rect(18 + i * 40, 86, 28, 8, C.text, { rx: 3, opacity: 0.4 })),
          ],
          `translate(${x} ${y}) rotate(${rotate} 90 65)`,
        );
      return [
        blot(70, 90, 0),
        blot(390, 200, 180),
        path('M250 155 C 320 150, 330 250, 390 262', { stroke: C.red, strokeWidth: 3, strokeDasharray: '8 7' }),
        rect(70, 90, 180, 130, 'none', { rx: 10, stroke: C.red, strokeWidth: 3 }),
        rect(390, 200, 180, 130, 'none', { rx: 10, stroke: C.red, strokeWidth: 3 }),
        pill(250, 186, 140, C.redSoft, C.red),
        el(
          'text',
          { x: 320, y: 204, fontSize: 14, fontWeight: 700, fontFamily: 'sans-serif', fill: C.red, textAnchor: 'middle' },
          'match 0.97',
        ),
        rect(70, 250, 180, 26, 'none'),
        el('text', { x: 160, y: 250, fontSize: 13, fontFamily: 'sans-serif', fill: C.text, textAnchor: 'middle' }, 'Fig. 3B'),
        el('text', { x: 480, y: 360, fontSize: 13, fontFamily: 'sans-serif', fill: C.text, textAnchor: 'middle' }, 'Fig. 5D, rotated 180°'),
      ];
    },
  },
  'llm-as-judge': {
    category: 'Peer Review',
    draw: () => [
      rect(60, 80, 230, 280, C.paper, { rx: 12, stroke: C.faint }),
      rect(82, 102, 110, 10, C.brand, { rx: 5 }),
      textLines(82, 128, [180, 170, 186, 150, 176, 160, 182, 120, 170, 140]),
      rect(330, 80, 250, 280, C.paper, { rx: 12, stroke: C.brandSoft, strokeWidth: 2 }),
      ...[
        ['Accuracy', 4],
        ['Completeness', 3],
        ['Tone', 5],
        ['Bias', 4],
      ].map(([, score], i) => {
        const y = 120 + i * 56;
        return [
          rect(352, y, 80, 8, C.line, { rx: 4 }),
          ...Array.from({ length: 5 }, (_, s) => rect(352 + s * 40, y + 18, 32, 14, s < score ? C.brand : C.brandTint, { rx: 4 })),
        ].join('');
      }),
      circle(292, 220, 26, C.brand),
      path('M280 220 l8 8 l14 -16', { stroke: C.paper, strokeWidth: 4 }),
    ],
  },
  'reviewer-finder': {
    category: 'Peer Review',
    draw: () => {
      const people = [
        [420, 90, false],
        [520, 150, true],
        [470, 250, true],
        [560, 330, false],
        [380, 340, true],
        [330, 200, false],
      ];
      const person = (x, y, chosen) =>
        [
          circle(x, y, 30, chosen ? C.brand : C.paper, { stroke: chosen ? C.brand : C.line, strokeWidth: 2 }),
          circle(x, y - 7, 9, chosen ? C.paper : C.line),
          path(`M${x - 14} ${y + 16} q14 -16 28 0`, { stroke: chosen ? C.paper : C.line, strokeWidth: 4 }),
        ].join('');
      return [
        paper(50, 90, 190, 260, { lines: 12 }),
        ...people.map(([x, y]) => path(`M240 220 L${x} ${y}`, { stroke: C.brandSoft, strokeWidth: 2 })),
        path('M420 90 L520 150 L470 250 L380 340 M330 200 L470 250 L560 330', { stroke: C.faint, strokeWidth: 2 }),
        ...people.map(([x, y, chosen]) => person(x, y, chosen)),
      ];
    },
  },
  'concept-extraction': {
    category: 'Document Analytics',
    draw: () => [
      paper(60, 60, 230, 320, { lines: 16 }),
      rect(84, 140, 90, 8, C.amber, { rx: 4, opacity: 0.7 }),
      rect(120, 196, 110, 8, C.cyan, { rx: 4, opacity: 0.7 }),
      rect(84, 252, 70, 8, C.brand, { rx: 4, opacity: 0.7 }),
      ...[
        [330, 100, 150, C.amberSoft, C.amber],
        [330, 150, 200, C.cyanSoft, C.cyan],
        [330, 200, 170, C.brandTint, C.brand],
        [330, 250, 120, C.amberSoft, C.amber],
        [330, 300, 190, C.cyanSoft, C.cyan],
      ].map(([x, y, w, fill, stroke]) =>
        [
          rect(x, y, w, 34, fill, { rx: 17, stroke, strokeWidth: 2 }),
          rect(x + 16, y + 13, w - 50, 8, stroke, { rx: 4, opacity: 0.6 }),
        ].join(''),
      ),
      path('M290 144 C 310 144, 310 117, 330 117', { stroke: C.amber, strokeWidth: 2 }),
      path('M290 200 C 310 200, 310 167, 330 167', { stroke: C.cyan, strokeWidth: 2 }),
      path('M290 256 C 310 256, 310 217, 330 217', { stroke: C.brand, strokeWidth: 2 }),
    ],
  },
  'scientific-illustration-generator': {
    category: 'Document Analytics',
    draw: () => [
      rect(50, 90, 180, 260, C.paper, { rx: 12, stroke: C.faint }),
      rect(70, 112, 90, 10, C.ink, { rx: 5 }),
      textLines(70, 138, [140, 130, 136, 120, 140, 100, 130, 138, 110, 126, 90]),
      path('M246 220 h40', { stroke: C.brand, strokeWidth: 4 }),
      path('M276 208 l14 12 l-14 12', { stroke: C.brand, strokeWidth: 4 }),
      rect(306, 90, 290, 260, C.paper, { rx: 12, stroke: C.brandSoft, strokeWidth: 2 }),
      circle(360, 220, 34, C.cyanSoft, { stroke: C.cyan, strokeWidth: 3 }),
      rect(420, 186, 70, 68, C.brandTint, { rx: 10, stroke: C.brand, strokeWidth: 3 }),
      path('M520 254 l30 -68 l30 68 z', { stroke: C.amber, strokeWidth: 3, fill: C.amberSoft }),
      path('M394 220 h22 M490 220 h26', { stroke: C.ink, strokeWidth: 3 }),
      path('M408 213 l8 7 l-8 7 M508 213 l8 7 l-8 7', { stroke: C.ink, strokeWidth: 3 }),
      textLines(330, 290, [240, 180], { fill: C.faint }),
    ],
  },
  'reference-integrity': {
    category: 'Document Analytics',
    draw: () => [
      rect(90, 60, 460, 320, C.paper, { rx: 12, stroke: C.faint }),
      rect(116, 84, 120, 10, C.ink, { rx: 5 }),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const y = 124 + i * 42;
        const bad = i === 3;
        return [
          bad ? rect(104, y - 12, 432, 36, C.redSoft, { rx: 8 }) : '',
          el('text', { x: 124, y: y + 6, fontSize: 13, fontFamily: 'sans-serif', fill: C.text }, `[${i + 1}]`),
          rect(156, y - 4, 260 - ((i * 29) % 80), 8, bad ? C.red : C.line, { rx: 4, opacity: bad ? 0.5 : 1 }),
          rect(156, y + 10, 160 - ((i * 17) % 50), 6, C.faint, { rx: 3 }),
          bad ? cross(512, y + 2) : check(512, y + 2),
        ].join('');
      }),
      pill(380, 248, 110, C.paper, C.red),
      el(
        'text',
        { x: 435, y: 266, fontSize: 13, fontWeight: 700, fontFamily: 'sans-serif', fill: C.red, textAnchor: 'middle' },
        'Retracted',
      ),
    ],
  },
  'correlation-tool': {
    category: 'Journal Analytics',
    draw: () => {
      const points = [
        [120, 320],
        [150, 300],
        [170, 310],
        [200, 270],
        [230, 280],
        [250, 240],
        [290, 250],
        [310, 215],
        [340, 220],
        [370, 185],
        [400, 190],
        [430, 160],
        [460, 150],
        [490, 130],
        [520, 120],
      ];
      return [
        rect(70, 60, 500, 320, C.paper, { rx: 12, stroke: C.faint }),
        path('M100 350 V 90 M100 350 H 550', { stroke: C.line, strokeWidth: 2 }),
        ...points.map(([x, y], i) => circle(x, y + ((i * 13) % 21) - 10, 7, i % 3 === 0 ? C.cyan : C.brand, { opacity: 0.8 })),
        path('M110 335 L540 110', { stroke: C.ink, strokeWidth: 3, strokeDasharray: '10 8' }),
        pill(402, 300, 140, C.brandTint, C.brand),
        el(
          'text',
          { x: 472, y: 318, fontSize: 14, fontWeight: 700, fontFamily: 'sans-serif', fill: C.brand, textAnchor: 'middle' },
          'r = 0.62',
        ),
      ];
    },
  },
  'citation-forecast': {
    category: 'Journal Analytics',
    draw: () => [
      rect(70, 60, 500, 320, C.paper, { rx: 12, stroke: C.faint }),
      path('M100 350 V 90 M100 350 H 550', { stroke: C.line, strokeWidth: 2 }),
      path('M100 340 C 180 330, 240 300, 300 260 L 300 260', { stroke: C.brand, strokeWidth: 4 }),
      el('path', { d: 'M300 260 C 380 200, 460 150, 540 110 L 540 230 C 460 240, 380 255, 300 260 Z', fill: C.brandTint }),
      path('M300 260 C 370 225, 450 190, 540 168', { stroke: C.brand, strokeWidth: 4, strokeDasharray: '10 8' }),
      path('M300 90 V 350', { stroke: C.line, strokeWidth: 2, strokeDasharray: '4 6' }),
      circle(300, 260, 8, C.brand),
      textLines(116, 110, [90, 60], { fill: C.faint }),
    ],
  },
  'plug-and-play-widget': {
    category: 'Plug & Play',
    draw: () => [
      rect(60, 50, 520, 340, C.paper, { rx: 12, stroke: C.faint }),
      rect(60, 50, 520, 34, '#f3f4f6', { rx: 12 }),
      ...[0, 1, 2].map((i) => circle(84 + i * 18, 67, 5, C.line)),
      rect(140, 60, 300, 14, C.paper, { rx: 7 }),
      rect(96, 112, 300, 14, C.ink, { rx: 7 }),
      textLines(96, 138, [220, 160], { fill: C.line }),
      rect(96, 180, 448, 52, C.brandTint, { rx: 26, stroke: C.brand, strokeWidth: 2 }),
      ...[
        ['Listen', 120],
        ['Summary', 250],
        ['Ask', 380],
      ].map(([label, x]) =>
        [
          rect(x, 192, 110, 28, C.paper, { rx: 14, stroke: C.brandSoft }),
          el(
            'text',
            { x: x + 55, y: 211, fontSize: 13, fontWeight: 700, fontFamily: 'sans-serif', fill: C.brand, textAnchor: 'middle' },
            label,
          ),
        ].join(''),
      ),
      textLines(96, 256, [440, 420, 448, 400, 430, 300, 420, 380], { fill: C.faint }),
    ],
  },
  'lms-connector': {
    category: 'Plug & Play',
    draw: () => [
      rect(60, 50, 520, 340, C.paper, { rx: 12, stroke: C.faint }),
      rect(60, 50, 140, 340, '#1f2937', { rx: 12 }),
      rect(188, 50, 12, 340, '#1f2937', { rx: 0 }),
      textLines(82, 84, [90, 70, 96, 60, 80], { fill: '#4b5563', gap: 26 }),
      rect(226, 78, 180, 14, C.ink, { rx: 7 }),
      ...[0, 1, 2, 3].map((i) => {
        const y = 116 + i * 66;
        return [
          rect(222, y, 330, 54, '#f9fafb', { rx: 10, stroke: C.faint }),
          rect(238, y + 14, 160 - i * 14, 8, C.text, { rx: 4, opacity: 0.5 }),
          rect(238, y + 30, 110, 6, C.line, { rx: 3 }),
          circle(480, y + 27, 13, C.brandTint, { stroke: C.brand }),
          path(`M476 ${y + 21} l10 6 l-10 6 z`, { fill: C.brand, stroke: C.brand, strokeWidth: 1 }),
          rect(500, y + 16, 36, 22, C.cyanSoft, { rx: 6 }),
          textLines(506, y + 22, [24, 18], { gap: 6, height: 3, fill: C.cyan }),
        ].join('');
      }),
    ],
  },
};

/** One drawing per category, for a tool that has none of its own yet. */
const categoryDrawings = {
  accessibility: {
    category: 'Accessibility',
    draw: () => [
      paper(110, 70, 240, 300, { lines: 14 }),
      circle(440, 180, 70, C.brandTint, { stroke: C.brand, strokeWidth: 3 }),
      circle(440, 150, 12, C.brand),
      path('M400 176 h80 M440 176 v40 M440 216 l-22 34 M440 216 l22 34', { stroke: C.brand, strokeWidth: 6 }),
      rect(380, 290, 140, 30, C.paper, { rx: 15, stroke: C.brandSoft, strokeWidth: 2 }),
      ...Array.from({ length: 9 }, (_, i) => rect(396 + i * 13, 305 - (3 + (i % 4) * 2.5), 6, 2 * (3 + (i % 4) * 2.5), C.brand, { rx: 3 })),
    ],
  },
  'peer-review': {
    category: 'Peer Review',
    draw: () => [
      paper(100, 60, 240, 320, { lines: 15 }),
      circle(420, 210, 80, C.paper, { stroke: C.cyan, strokeWidth: 8 }),
      path('M476 266 l70 70', { stroke: C.cyan, strokeWidth: 16 }),
      check(420, 210, C.green),
      path('M392 212 l18 18 l34 -40', { stroke: C.green, strokeWidth: 8 }),
    ],
  },
  'document-analytics': {
    category: 'Document Analytics',
    draw: () => [
      paper(90, 60, 220, 300, { lines: 14 }),
      paper(150, 90, 220, 300, { lines: 14 }),
      rect(400, 110, 170, 220, C.paper, { rx: 12, stroke: C.brandSoft, strokeWidth: 2 }),
      ...[0, 1, 2, 3].map((i) => rect(424 + i * 34, 300 - (40 + i * 36), 24, 40 + i * 36, i === 3 ? C.brand : C.brandSoft, { rx: 5 })),
      rect(424, 136, 80, 8, C.ink, { rx: 4 }),
    ],
  },
  'journal-analytics': {
    category: 'Journal Analytics',
    draw: () => [
      rect(80, 70, 480, 300, C.paper, { rx: 12, stroke: C.faint }),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        rect(120 + i * 70, 330 - (50 + ((i * 41) % 150)), 40, 50 + ((i * 41) % 150), i % 2 ? C.green : C.greenSoft, { rx: 6 }),
      ),
      path('M120 260 L190 230 L260 245 L330 190 L400 170 L470 120', { stroke: C.ink, strokeWidth: 3 }),
    ],
  },
  'plug-and-play': {
    category: 'Plug & Play',
    draw: () => [
      rect(80, 60, 480, 320, C.paper, { rx: 12, stroke: C.faint }),
      rect(80, 60, 480, 34, '#f3f4f6', { rx: 12 }),
      textLines(116, 124, [300, 260, 280], { fill: C.line }),
      rect(116, 190, 408, 150, C.amberSoft, { rx: 14, stroke: C.amber, strokeWidth: 3 }),
      rect(140, 214, 120, 10, C.amber, { rx: 5 }),
      textLines(140, 240, [300, 340, 260], { fill: '#fcd34d' }),
      rect(140, 290, 100, 28, C.paper, { rx: 14, stroke: C.amber, strokeWidth: 2 }),
      rect(252, 290, 100, 28, C.paper, { rx: 14, stroke: C.amber, strokeWidth: 2 }),
      path('M470 150 v40 M455 150 v-18 M485 150 v-18 M446 150 h48 v16 a24 24 0 0 1 -48 0 z', {
        stroke: C.amber,
        strokeWidth: 4,
        fill: C.paper,
      }),
    ],
  },
};

await mkdir(OUT, { recursive: true });
for (const [slug, { category, draw }] of Object.entries(drawings)) {
  await writeFile(join(OUT, `${slug}.svg`), frame(category, draw().join('')));
}
for (const [name, { category, draw }] of Object.entries(categoryDrawings)) {
  await writeFile(join(OUT, `category-${name}.svg`), frame(category, draw().join('')));
}
console.log(`Wrote ${Object.keys(drawings).length + Object.keys(categoryDrawings).length} drawings to ${OUT}`);
