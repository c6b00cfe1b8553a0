// Renders the landing page's hero video and poster from SVG slides (resvg) with ffmpeg, both
// borrowed from apps/api's dependencies. Run: node apps/site/scripts/make-hero-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiRequire = createRequire(join(here, '../../api/package.json'));
const { Resvg } = apiRequire('@resvg/resvg-js');
const ffmpeg = apiRequire('@ffmpeg-installer/ffmpeg').path;
const out = join(here, '../public/media');

const W = 1280;
const H = 720;
const font = "font-family='DejaVu Sans, Liberation Sans, sans-serif'";

const frame = (kicker, title, body) => `
<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${H}' viewBox='0 0 ${W} ${H}'>
  <defs>
    <linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'>
      <stop offset='0' stop-color='#1e1b4b'/><stop offset='1' stop-color='#0e7490'/>
    </linearGradient>
  </defs>
  <rect width='${W}' height='${H}' fill='url(#bg)'/>
  <circle cx='1180' cy='90' r='260' fill='#22d3ee' opacity='0.12'/>
  <circle cx='80' cy='700' r='220' fill='#818cf8' opacity='0.14'/>
  <text x='80' y='120' ${font} font-size='26' font-weight='bold' fill='#67e8f9' letter-spacing='3'>${kicker}</text>
  <text x='80' y='180' ${font} font-size='46' font-weight='bold' fill='#ffffff'>${title}</text>
  <g transform='translate(80 230)'>
    <rect width='1120' height='420' rx='22' fill='#ffffff'/>
    <rect width='1120' height='44' rx='22' fill='#e0e7ff'/><rect y='22' width='1120' height='22' fill='#e0e7ff'/>
    <circle cx='30' cy='22' r='7' fill='#f87171'/><circle cx='54' cy='22' r='7' fill='#fbbf24'/><circle cx='78' cy='22' r='7' fill='#34d399'/>
    <text x='560' y='29' ${font} font-size='17' fill='#4338ca' text-anchor='middle'>paperlight</text>
    ${body}
  </g>
  <text x='1200' y='690' ${font} font-size='20' fill='#c7d2fe' text-anchor='end'>Paperlight · AI tools for research publishing</text>
</svg>`;

const line = (x, y, w, c = '#cbd5e1') => `<rect x='${x}' y='${y}' width='${w}' height='14' rx='7' fill='${c}'/>`;
const text = (x, y, s, size = 22, fill = '#1e1b4b', weight = 'normal') =>
  `<text x='${x}' y='${y}' ${font} font-size='${size}' font-weight='${weight}' fill='${fill}'>${s}</text>`;

const slides = [
  frame(
    'ACCESSIBILITY',
    'Alt text for every figure, in seconds',
    `
    <rect x='40' y='80' width='420' height='300' rx='14' fill='#eef2ff'/>
    <polyline points='70,340 150,250 220,290 300,170 380,220 430,130' fill='none' stroke='#4f46e5' stroke-width='8' stroke-linejoin='round'/>
    <line x1='70' y1='350' x2='440' y2='350' stroke='#64748b' stroke-width='3'/><line x1='70' y1='110' x2='70' y2='350' stroke='#64748b' stroke-width='3'/>
    ${text(510, 115, 'Short alt text · 18 words', 20, '#0e7490', 'bold')}
    ${text(510, 150, 'Line chart: vaccination coverage rose', 22)}
    ${text(510, 180, 'from 42% to 91% between 2015 and 2023.', 22)}
    ${text(510, 240, 'Long alt text · 96 words', 20, '#0e7490', 'bold')}
    ${line(510, 262, 540)}${line(510, 290, 500)}${line(510, 318, 530)}${line(510, 346, 420)}`,
  ),
  frame(
    'MULTI-LINGUAL AUDIO',
    'Every paper, read aloud in 30 languages',
    `
    ${['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Polski']
      .map(
        (l, i) =>
          `<rect x='${40 + (i % 3) * 180}' y='${80 + Math.floor(i / 3) * 70}' width='160' height='50' rx='25' fill='${i === 1 ? '#4f46e5' : '#eef2ff'}'/>` +
          text(60 + (i % 3) * 180, 113 + Math.floor(i / 3) * 70, l, 22, i === 1 ? '#ffffff' : '#312e81', 'bold'),
      )
      .join('')}
    <g transform='translate(40 260)'>
      <circle cx='40' cy='40' r='40' fill='#0e7490'/><polygon points='30,22 30,58 60,40' fill='#ffffff'/>
      ${Array.from({ length: 40 }, (_, i) => {
        const h = 14 + ((i * 37) % 60);
        return `<rect x='${110 + i * 24}' y='${40 - h / 2}' width='12' height='${h}' rx='6' fill='${i < 16 ? '#4f46e5' : '#c7d2fe'}'/>`;
      }).join('')}
    </g>`,
  ),
  frame(
    'PAPER REMIX',
    'From research paper to narrated video',
    `
    ${['Paper', 'Script', 'Storyboard', 'Video']
      .map(
        (n, i) => `
      <rect x='${40 + i * 270}' y='150' width='220' height='130' rx='16' fill='${i === 3 ? '#4f46e5' : '#eef2ff'}' stroke='#818cf8' stroke-width='3'/>
      ${text(70 + i * 270, 205, n, 28, i === 3 ? '#ffffff' : '#1e1b4b', 'bold')}
      ${text(70 + i * 270, 245, ['PDF · validated', '6 slides · 2 min', '5 scenes', '1080p · MP4'][i], 20, i === 3 ? '#e0e7ff' : '#475569')}
      ${i < 3 ? `<line x1='${262 + i * 270}' y1='215' x2='${306 + i * 270}' y2='215' stroke='#0e7490' stroke-width='6'/><polygon points='${306 + i * 270},203 ${306 + i * 270},227 ${318 + i * 270},215' fill='#0e7490'/>` : ''}`,
      )
      .join('')}`,
  ),
  frame(
    'JOURNAL ANALYTICS',
    'See where rejected manuscripts land',
    `
    <circle cx='200' cy='220' r='120' fill='none' stroke='#e0e7ff' stroke-width='50'/>
    <circle cx='200' cy='220' r='120' fill='none' stroke='#4f46e5' stroke-width='50' stroke-dasharray='490 754' transform='rotate(-90 200 220)'/>
    ${text(160, 232, '65%', 34, '#1e1b4b', 'bold')}
    ${text(95, 400, 'Published elsewhere', 22, '#475569')}
    ${[62, 48, 30, 18].map((v, i) => `<rect x='${480 + i * 150}' y='${360 - v * 4}' width='100' height='${v * 4}' rx='10' fill='#0e7490'/>${text(485 + i * 150, 395, `${i * 30 + 1}-${i * 30 + 30} d`, 20, '#475569')}`).join('')}`,
  ),
];

const work = mkdtempSync(join(tmpdir(), 'hero-'));
try {
  slides.forEach((svg, i) => {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: W }, font: { loadSystemFonts: true } }).render().asPng();
    writeFileSync(join(work, `s${i}.png`), png);
  });
  const per = 3; // seconds per slide, faded in and out (this static ffmpeg predates xfade)
  const fade = 0.4;
  const inputs = slides.flatMap((_, i) => ['-loop', '1', '-t', String(per), '-i', join(work, `s${i}.png`)]);
  const faded = slides
    .map((_, i) => `[${i}:v]fps=30,format=yuv420p,fade=t=in:st=0:d=${fade},fade=t=out:st=${per - fade}:d=${fade}[f${i}];`)
    .join('');
  const chain = `${faded}${slides.map((_, i) => `[f${i}]`).join('')}concat=n=${slides.length}:v=1:a=0[v]`;
  execFileSync(
    ffmpeg,
    [
      '-y',
      ...inputs,
      '-filter_complex',
      chain,
      '-map',
      '[v]',
      '-r',
      '30',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '26',
      '-movflags',
      '+faststart',
      '-an',
      join(out, 'hero.mp4'),
    ],
    { stdio: 'inherit' },
  );
  execFileSync(ffmpeg, ['-y', '-i', join(work, 's0.png'), '-vf', 'scale=1280:720', '-quality', '72', join(out, 'hero-poster.webp')], {
    stdio: 'inherit',
  });
  // Phones show the film about 360 CSS px wide: at 1.75–2× density 640 px is enough, at a third of the bytes.
  execFileSync(
    ffmpeg,
    ['-y', '-i', join(work, 's0.png'), '-vf', 'scale=640:360:flags=lanczos', '-quality', '78', join(out, 'hero-poster-640.webp')],
    { stdio: 'inherit' },
  );
  execFileSync(ffmpeg, ['-y', '-i', join(work, 's0.png'), '-q:v', '5', join(out, 'hero-poster.jpg')], { stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
