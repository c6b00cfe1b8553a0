// The figures of the three Alt Text samples, drawn as SVG from the numbers they show, so the
// images and the alt texts written for them come from one source (see ../alt-text-samples.ts).

export const FONT = 'DejaVu Sans';
const INK = '#1f2937';
const MUTED = '#4b5563';
const GRID = '#e5e7eb';
const BLUE = '#1d4ed8';
const ORANGE = '#c2410c';
const RED = '#b91c1c';
const VIOLET = '#6d28d9';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
${body}
</svg>`;
}

function text(
  x: number,
  y: number,
  content: string,
  options: { size?: number; anchor?: 'start' | 'middle' | 'end'; weight?: number; fill?: string; rotate?: number; italic?: boolean } = {},
) {
  const { size = 18, anchor = 'start', weight = 400, fill = INK, rotate, italic } = options;
  const transform = rotate === undefined ? '' : ` transform="rotate(${rotate} ${x} ${y})"`;
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}" font-weight="${weight}" fill="${fill}"${italic ? ' font-style="italic"' : ''}${transform}>${esc(content)}</text>`;
}

interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
  x: (value: number) => number;
  y: (value: number) => number;
}

function plotArea(left: number, top: number, width: number, height: number, xDomain: [number, number], yDomain: [number, number]): Plot {
  const [x0, x1] = xDomain;
  const [y0, y1] = yDomain;
  return {
    left,
    top,
    width,
    height,
    x: (value) => left + ((value - x0) / (x1 - x0)) * width,
    y: (value) => top + height - ((value - y0) / (y1 - y0)) * height,
  };
}

function axes(plot: Plot, xTicks: Array<[number, string]>, yTicks: Array<[number, string]>, xLabel: string, yLabel: string): string {
  const parts: string[] = [];
  for (const [value, label] of yTicks) {
    const y = plot.y(value);
    parts.push(`<line x1="${plot.left}" y1="${y}" x2="${plot.left + plot.width}" y2="${y}" stroke="${GRID}" stroke-width="1"/>`);
    parts.push(text(plot.left - 10, y + 6, label, { anchor: 'end', size: 16, fill: MUTED }));
  }
  for (const [value, label] of xTicks) {
    const x = plot.x(value);
    parts.push(
      `<line x1="${x}" y1="${plot.top + plot.height}" x2="${x}" y2="${plot.top + plot.height + 6}" stroke="${INK}" stroke-width="1.5"/>`,
    );
    parts.push(text(x, plot.top + plot.height + 26, label, { anchor: 'middle', size: 16, fill: MUTED }));
  }
  parts.push(
    `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.top + plot.height}" stroke="${INK}" stroke-width="1.5"/>`,
  );
  parts.push(
    `<line x1="${plot.left}" y1="${plot.top + plot.height}" x2="${plot.left + plot.width}" y2="${plot.top + plot.height}" stroke="${INK}" stroke-width="1.5"/>`,
  );
  parts.push(text(plot.left + plot.width / 2, plot.top + plot.height + 60, xLabel, { anchor: 'middle', size: 18 }));
  const cy = plot.top + plot.height / 2;
  parts.push(text(plot.left - 70, cy, yLabel, { anchor: 'middle', size: 18, rotate: -90 }));
  return parts.join('\n');
}

function legend(x: number, y: number, items: Array<{ label: string; color: string; kind: 'line' | 'bar' | 'dot' | 'dash' }>): string {
  return items
    .map((item, index) => {
      const cy = y + index * 28;
      const swatch =
        item.kind === 'bar'
          ? `<rect x="${x}" y="${cy - 12}" width="22" height="16" fill="${item.color}"/>`
          : item.kind === 'dot'
            ? `<circle cx="${x + 11}" cy="${cy - 4}" r="6" fill="${item.color}"/>`
            : `<line x1="${x}" y1="${cy - 4}" x2="${x + 26}" y2="${cy - 4}" stroke="${item.color}" stroke-width="3"${item.kind === 'dash' ? ' stroke-dasharray="8 5"' : ''}/>`;
      return `${swatch}\n${text(x + 34, cy + 2, item.label, { size: 16 })}`;
    })
    .join('\n');
}

// ------------------------------------------------------------------ medicine

export const TRIAL_FLOW = {
  assessed: 412,
  excluded: 172,
  notEligible: 118,
  declined: 41,
  other: 13,
  randomised: 240,
  perArm: 120,
  lostExercise: 9,
  lostControl: 11,
  analysedExercise: 111,
  analysedControl: 109,
};

function box(
  x: number,
  y: number,
  width: number,
  height: number,
  lines: string[],
  options: { fill?: string; bold?: boolean } = {},
): string {
  const { fill = '#f8fafc', bold = false } = options;
  const lineHeight = 24;
  const firstY = y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + 6;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`,
    ...lines.map((line, index) =>
      text(x + width / 2, firstY + index * lineHeight, line, { anchor: 'middle', size: 17, weight: bold && index === 0 ? 700 : 400 }),
    ),
  ].join('\n');
}

const arrowHead = `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${INK}"/></marker></defs>`;
const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK}" stroke-width="1.5" marker-end="url(#arrow)"/>`;

export function consortFlow(): string {
  const f = TRIAL_FLOW;
  const w = 1000;
  const parts = [
    arrowHead,
    text(w / 2, 40, 'Figure 1. Flow of participants through the trial', { anchor: 'middle', size: 22, weight: 700 }),
    box(350, 70, 300, 60, [`Assessed for eligibility (n = ${f.assessed})`]),
    box(690, 150, 290, 120, [
      `Excluded (n = ${f.excluded})`,
      `Not meeting criteria (n = ${f.notEligible})`,
      `Declined (n = ${f.declined})`,
      `Other reasons (n = ${f.other})`,
    ]),
    arrow(500, 130, 500, 300),
    arrow(500, 210, 688, 210),
    box(350, 300, 300, 60, [`Randomised (n = ${f.randomised})`], { fill: '#eef2ff', bold: true }),
    `<line x1="500" y1="360" x2="500" y2="390" stroke="${INK}" stroke-width="1.5"/>`,
    `<line x1="230" y1="390" x2="770" y2="390" stroke="${INK}" stroke-width="1.5"/>`,
    arrow(230, 390, 230, 420),
    arrow(770, 390, 770, 420),
    box(60, 420, 340, 70, ['Allocated to supervised exercise', `(n = ${f.perArm})`]),
    box(600, 420, 340, 70, ['Allocated to usual care', `(n = ${f.perArm})`]),
    arrow(230, 490, 230, 530),
    arrow(770, 490, 770, 530),
    box(60, 530, 340, 60, [`Lost to follow-up (n = ${f.lostExercise})`]),
    box(600, 530, 340, 60, [`Lost to follow-up (n = ${f.lostControl})`]),
    arrow(230, 590, 230, 630),
    arrow(770, 590, 770, 630),
    box(60, 630, 340, 60, [`Analysed (n = ${f.analysedExercise})`], { fill: '#ecfdf5', bold: true }),
    box(600, 630, 340, 60, [`Analysed (n = ${f.analysedControl})`], { fill: '#ecfdf5', bold: true }),
    text(20, 410, 'Allocation', { size: 15, fill: MUTED, rotate: -90 }),
    text(20, 600, 'Follow-up', { size: 15, fill: MUTED, rotate: -90 }),
  ];
  return svg(w, 720, parts.join('\n'));
}

export const SYSTOLIC = {
  weeks: [0, 4, 8, 12],
  exercise: [148.2, 143.1, 139.4, 136.8],
  control: [147.9, 146.8, 146.1, 145.5],
  /** Half-width of the 95 % confidence interval, mmHg. */
  ci: 2.1,
};

export function systolicOverTime(): string {
  const s = SYSTOLIC;
  const plot = plotArea(130, 80, 640, 420, [-1, 13], [130, 155]);
  const line = (values: number[], color: string, dash = false) => {
    const points = values.map((value, index) => `${plot.x(s.weeks[index]!)},${plot.y(value)}`).join(' ');
    const bars = values
      .map((value, index) => {
        const x = plot.x(s.weeks[index]!);
        return `<line x1="${x}" y1="${plot.y(value - s.ci)}" x2="${x}" y2="${plot.y(value + s.ci)}" stroke="${color}" stroke-width="2"/>
<line x1="${x - 7}" y1="${plot.y(value - s.ci)}" x2="${x + 7}" y2="${plot.y(value - s.ci)}" stroke="${color}" stroke-width="2"/>
<line x1="${x - 7}" y1="${plot.y(value + s.ci)}" x2="${x + 7}" y2="${plot.y(value + s.ci)}" stroke="${color}" stroke-width="2"/>`;
      })
      .join('\n');
    const dots = values
      .map((value, index) => `<circle cx="${plot.x(s.weeks[index]!)}" cy="${plot.y(value)}" r="6" fill="${color}"/>`)
      .join('\n');
    return `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="3"${dash ? ' stroke-dasharray="9 6"' : ''}/>\n${bars}\n${dots}`;
  };
  const body = [
    text(500, 40, 'Figure 2. Mean systolic blood pressure over 12 weeks', { anchor: 'middle', size: 22, weight: 700 }),
    axes(
      plot,
      s.weeks.map((week) => [week, String(week)]),
      [130, 135, 140, 145, 150, 155].map((value) => [value, String(value)]),
      'Weeks since randomisation',
      'Systolic blood pressure (mmHg)',
    ),
    line(s.control, ORANGE, true),
    line(s.exercise, BLUE),
    legend(790, 110, [
      { label: 'Supervised exercise', color: BLUE, kind: 'line' },
      { label: 'Usual care', color: ORANGE, kind: 'dash' },
    ]),
    text(790, 190, 'Error bars: 95% CI', { size: 15, fill: MUTED }),
  ];
  return svg(1000, 580, body.join('\n'));
}

export const CHANGE_AT_12_WEEKS = [
  { measure: 'Systolic BP (mmHg)', exercise: -11.4, control: -2.4 },
  { measure: 'Diastolic BP (mmHg)', exercise: -6.2, control: -1.1 },
  { measure: 'Resting heart rate (bpm)', exercise: -5.8, control: -0.6 },
];

export function changeFromBaseline(): string {
  const plot = plotArea(130, 80, 640, 420, [0, 3], [-14, 2]);
  const barWidth = 70;
  const bars = CHANGE_AT_12_WEEKS.map((row, index) => {
    const centre = plot.x(index + 0.5);
    const zero = plot.y(0);
    const rect = (value: number, x: number, color: string) => {
      const y = plot.y(value);
      return `<rect x="${x}" y="${Math.min(y, zero)}" width="${barWidth}" height="${Math.abs(y - zero)}" fill="${color}"/>
${text(x + barWidth / 2, y + 24, value.toFixed(1), { anchor: 'middle', size: 16, weight: 700 })}`;
    };
    return [rect(row.exercise, centre - barWidth - 4, BLUE), rect(row.control, centre + 4, ORANGE)].join('\n');
  });
  const labels = CHANGE_AT_12_WEEKS.map((row, index) => {
    const [first, second] = row.measure.split(' (');
    return `${text(plot.x(index + 0.5), plot.top + plot.height + 28, first!, { anchor: 'middle', size: 16 })}
${text(plot.x(index + 0.5), plot.top + plot.height + 48, `(${second}`, { anchor: 'middle', size: 15, fill: MUTED })}`;
  });
  const zero = plot.y(0);
  const yTicks: Array<[number, string]> = [-14, -12, -10, -8, -6, -4, -2, 0, 2].map((value) => [value, String(value)]);
  const gridAndYAxis = yTicks
    .map(([value, label]) => {
      const y = plot.y(value);
      return `<line x1="${plot.left}" y1="${y}" x2="${plot.left + plot.width}" y2="${y}" stroke="${GRID}"/>\n${text(plot.left - 10, y + 6, label, { anchor: 'end', size: 16, fill: MUTED })}`;
    })
    .join('\n');
  const body = [
    text(500, 40, 'Figure 3. Change from baseline at 12 weeks', { anchor: 'middle', size: 22, weight: 700 }),
    gridAndYAxis,
    `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.top + plot.height}" stroke="${INK}" stroke-width="1.5"/>`,
    ...bars,
    `<line x1="${plot.left}" y1="${zero}" x2="${plot.left + plot.width}" y2="${zero}" stroke="${INK}" stroke-width="1.5"/>`,
    ...labels,
    text(plot.left - 70, plot.top + plot.height / 2, 'Mean change from baseline', { anchor: 'middle', size: 18, rotate: -90 }),
    legend(790, 110, [
      { label: 'Supervised exercise', color: BLUE, kind: 'bar' },
      { label: 'Usual care', color: ORANGE, kind: 'bar' },
    ]),
  ];
  return svg(1000, 580, body.join('\n'));
}

// ------------------------------------------------------------------ anatomy

/** A frontal section of the heart; right side (deoxygenated) blue, left side (oxygenated) red. */
export function heartSection(): string {
  const deoxy = '#93c5fd';
  const deoxyWall = '#2563eb';
  const oxy = '#fca5a5';
  const oxyWall = '#b91c1c';
  const muscle = '#f3d1c8';
  const label = (x: number, y: number, tx: number, ty: number, content: string, anchor: 'start' | 'end') =>
    `<line x1="${x}" y1="${y}" x2="${tx}" y2="${ty}" stroke="${INK}" stroke-width="1.2"/>
<circle cx="${x}" cy="${y}" r="3.5" fill="${INK}"/>
${text(anchor === 'end' ? tx - 8 : tx + 8, ty + 6, content, { anchor, size: 18 })}`;
  const body = [
    text(500, 42, 'Frontal section of the human heart', { anchor: 'middle', size: 22, weight: 700 }),
    text(500, 68, 'Anterior view; the patient’s right is on the viewer’s left', { anchor: 'middle', size: 15, fill: MUTED, italic: true }),
    // Great vessels
    `<path d="M410 250 L410 95 L455 95 L455 250 Z" fill="${deoxy}" stroke="${deoxyWall}" stroke-width="3"/>`,
    `<path d="M520 260 C520 170 520 130 560 110 C610 85 680 95 700 140 L660 160 C645 135 610 130 590 145 C570 160 568 200 568 260 Z" fill="${oxy}" stroke="${oxyWall}" stroke-width="3"/>`,
    `<path d="M470 265 C470 200 470 175 490 160 L560 125 L575 150 L515 185 C510 200 512 230 512 265 Z" fill="${deoxy}" stroke="${deoxyWall}" stroke-width="3"/>`,
    // Myocardium outline
    `<path d="M380 260 C330 300 330 420 380 470 C430 560 520 640 560 655 C620 620 700 520 720 430 C740 340 700 260 640 250 C580 240 540 250 500 260 C460 250 420 245 380 260 Z" fill="${muscle}" stroke="#7f1d1d" stroke-width="3"/>`,
    // Inferior vena cava, entering the right atrium from below
    `<path d="M318 640 L358 640 L392 395 L352 388 Z" fill="${deoxy}" stroke="${deoxyWall}" stroke-width="3"/>`,
    // Right atrium
    `<path d="M380 280 C350 310 350 380 385 410 L480 410 C490 370 490 320 470 285 C440 270 405 270 380 280 Z" fill="${deoxy}" stroke="${deoxyWall}" stroke-width="2.5"/>`,
    // Left atrium
    `<path d="M585 285 C610 268 660 265 685 290 C708 320 708 370 688 400 L592 400 C580 360 578 320 585 285 Z" fill="${oxy}" stroke="${oxyWall}" stroke-width="2.5"/>`,
    // Right ventricle (thin wall)
    `<path d="M392 432 L488 432 L515 445 C515 520 530 585 552 628 C500 600 440 540 410 490 C395 465 388 450 392 432 Z" fill="${deoxy}" stroke="${deoxyWall}" stroke-width="2.5"/>`,
    // Left ventricle (thick wall, so the cavity is smaller)
    `<path d="M560 425 L665 425 C680 470 660 540 610 590 C595 605 582 612 572 615 C560 560 555 500 560 425 Z" fill="${oxy}" stroke="${oxyWall}" stroke-width="2.5"/>`,
    // Valves
    `<path d="M400 420 L430 436 M478 420 L448 436" stroke="#f8fafc" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M596 412 L620 428 M672 412 L648 428" stroke="#f8fafc" stroke-width="5" stroke-linecap="round"/>`,
    // Flow arrows
    arrowHead,
    `<line x1="432" y1="120" x2="432" y2="235" stroke="${deoxyWall}" stroke-width="3" marker-end="url(#arrow)"/>`,
    `<line x1="340" y1="625" x2="368" y2="420" stroke="${deoxyWall}" stroke-width="3" marker-end="url(#arrow)"/>`,
    `<line x1="600" y1="520" x2="546" y2="205" stroke="${oxyWall}" stroke-width="3" marker-end="url(#arrow)"/>`,
    // Labels, viewer's left (patient's right)
    label(430, 110, 300, 110, 'Superior vena cava', 'end'),
    label(400, 340, 300, 300, 'Right atrium', 'end'),
    label(420, 428, 300, 400, 'Tricuspid valve', 'end'),
    label(450, 510, 300, 500, 'Right ventricle', 'end'),
    label(334, 600, 300, 600, 'Inferior vena cava', 'end'),
    // Labels, viewer's right (patient's left)
    label(690, 135, 760, 115, 'Aorta', 'start'),
    label(540, 140, 760, 175, 'Pulmonary trunk', 'start'),
    label(650, 330, 760, 300, 'Left atrium', 'start'),
    label(640, 420, 760, 400, 'Mitral valve', 'start'),
    label(620, 520, 760, 500, 'Left ventricle', 'start'),
    label(556, 560, 760, 590, 'Interventricular septum', 'start'),
    legend(60, 660, [
      { label: 'Deoxygenated blood', color: deoxy, kind: 'bar' },
      { label: 'Oxygenated blood', color: oxy, kind: 'bar' },
    ]),
  ];
  return svg(1000, 720, body.join('\n'));
}

// ------------------------------------------------------------------ physical science

/** Background-corrected counts per 10 s from a protactinium-234m source, every 20 s. */
export const DECAY_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 490],
  [20, 382],
  [40, 326],
  [60, 276],
  [80, 213],
  [100, 169],
  [120, 151],
  [140, 120],
  [160, 95],
  [180, 86],
  [200, 64],
  [220, 57],
  [240, 42],
  [260, 38],
  [280, 29],
  [300, 26],
];

/** Least-squares fit of ln(count) against time: `count = a0 · e^(−λt)`. */
export function fitDecay(points: ReadonlyArray<readonly [number, number]>) {
  const xs = points.map(([t]) => t);
  const ys = points.map(([, count]) => Math.log(count));
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const lambda = -sxy / sxx;
  return { a0: Math.exp(my + lambda * mx), lambda, halfLife: Math.LN2 / lambda };
}

export function decayCurve(): string {
  const fit = fitDecay(DECAY_COUNTS);
  const plot = plotArea(130, 80, 640, 420, [0, 310], [0, 520]);
  const curve = Array.from({ length: 63 }, (_, index) => {
    const t = index * 5;
    return `${plot.x(t).toFixed(1)},${plot.y(fit.a0 * Math.exp(-fit.lambda * t)).toFixed(1)}`;
  }).join(' ');
  const half = fit.halfLife;
  const body = [
    text(500, 40, 'Figure 1. Decay of protactinium-234m', { anchor: 'middle', size: 22, weight: 700 }),
    axes(
      plot,
      [0, 50, 100, 150, 200, 250, 300].map((t) => [t, String(t)]),
      [0, 100, 200, 300, 400, 500].map((value) => [value, String(value)]),
      'Time (s)',
      'Count per 10 s (background corrected)',
    ),
    `<line x1="${plot.x(0)}" y1="${plot.y(fit.a0 / 2)}" x2="${plot.x(half)}" y2="${plot.y(fit.a0 / 2)}" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="5 5"/>`,
    `<line x1="${plot.x(half)}" y1="${plot.y(fit.a0 / 2)}" x2="${plot.x(half)}" y2="${plot.y(0)}" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="5 5"/>`,
    text(plot.x(half) + 8, plot.y(fit.a0 / 2) - 10, `t½ = ${half.toFixed(1)} s`, { size: 17, weight: 700 }),
    `<polyline points="${curve}" fill="none" stroke="${RED}" stroke-width="2.5"/>`,
    ...DECAY_COUNTS.map(([t, count]) => `<circle cx="${plot.x(t)}" cy="${plot.y(count)}" r="6" fill="${BLUE}"/>`),
    legend(790, 110, [
      { label: 'Measured', color: BLUE, kind: 'dot' },
      { label: 'Exponential fit', color: RED, kind: 'line' },
    ]),
  ];
  return svg(1000, 580, body.join('\n'));
}

const H = 6.62607015e-34;
const C = 2.99792458e8;
const K = 1.380649e-23;

/** Planck's law in kW·sr⁻¹·m⁻²·nm⁻¹ for a wavelength in nm. */
export const planck = (nm: number, kelvin: number) => {
  const lambda = nm * 1e-9;
  return ((2 * H * C * C) / lambda ** 5 / (Math.exp((H * C) / (lambda * K * kelvin)) - 1)) * 1e-9 * 1e-3;
};

export const BLACKBODY_TEMPERATURES = [3000, 4000, 5000] as const;

/** Wavelength of peak spectral radiance (nm), found on a 1 nm grid. */
export function peakWavelength(kelvin: number): { nm: number; radiance: number } {
  let best = { nm: 0, radiance: 0 };
  for (let nm = 100; nm <= 3000; nm++) {
    const radiance = planck(nm, kelvin);
    if (radiance > best.radiance) best = { nm, radiance };
  }
  return best;
}

export function blackbodySpectra(): string {
  const plot = plotArea(130, 80, 640, 420, [200, 2000], [0, 14]);
  const colours = { 3000: RED, 4000: ORANGE, 5000: VIOLET } as const;
  const curves = BLACKBODY_TEMPERATURES.map((kelvin) => {
    const points = Array.from({ length: 181 }, (_, index) => {
      const nm = 200 + index * 10;
      return `${plot.x(nm).toFixed(1)},${plot.y(Math.min(planck(nm, kelvin), 14)).toFixed(1)}`;
    }).join(' ');
    const peak = peakWavelength(kelvin);
    return `<polyline points="${points}" fill="none" stroke="${colours[kelvin]}" stroke-width="3"/>
<line x1="${plot.x(peak.nm)}" y1="${plot.y(peak.radiance)}" x2="${plot.x(peak.nm)}" y2="${plot.y(0)}" stroke="${colours[kelvin]}" stroke-width="1.2" stroke-dasharray="4 4"/>
${text(plot.x(peak.nm) + 6, plot.y(peak.radiance) - 10, `${peak.nm} nm`, { size: 15, fill: colours[kelvin], weight: 700 })}`;
  });
  const body = [
    text(500, 40, 'Figure 2. Black-body spectral radiance', { anchor: 'middle', size: 22, weight: 700 }),
    `<rect x="${plot.x(380)}" y="${plot.top}" width="${plot.x(750) - plot.x(380)}" height="${plot.height}" fill="#f1f5f9"/>`,
    text(plot.x(380) + 6, plot.top + 22, 'visible', { size: 15, fill: MUTED, italic: true }),
    axes(
      plot,
      [200, 500, 750, 1000, 1250, 1500, 1750, 2000].map((nm) => [nm, String(nm)]),
      [0, 2, 4, 6, 8, 10, 12, 14].map((value) => [value, String(value)]),
      'Wavelength (nm)',
      'Spectral radiance (kW·sr⁻¹·m⁻²·nm⁻¹)',
    ),
    ...curves,
    legend(
      790,
      110,
      BLACKBODY_TEMPERATURES.map((kelvin) => ({ label: `${kelvin} K`, color: colours[kelvin], kind: 'line' as const })),
    ),
  ];
  return svg(1000, 580, body.join('\n'));
}

/** Planck's law typeset as an image, as papers often embed equations: no chart type fits it. */
export function planckEquation(): string {
  const body = [
    text(60, 150, 'B', { size: 54, italic: true }),
    text(92, 166, 'λ', { size: 30, italic: true }),
    text(118, 150, '(λ, T) =', { size: 54 }),
    text(400, 110, '2hc²', { size: 50, anchor: 'middle' }),
    `<line x1="330" y1="130" x2="470" y2="130" stroke="${INK}" stroke-width="3"/>`,
    text(400, 190, 'λ⁵', { size: 50, anchor: 'middle' }),
    text(500, 150, '·', { size: 54 }),
    text(690, 110, '1', { size: 50, anchor: 'middle' }),
    `<line x1="530" y1="130" x2="850" y2="130" stroke="${INK}" stroke-width="3"/>`,
    text(540, 196, 'e', { size: 50 }),
    text(570, 170, 'hc / λkT', { size: 28 }),
    text(700, 196, '− 1', { size: 50 }),
    text(900, 150, '(2)', { size: 36, fill: MUTED }),
  ];
  return svg(1000, 260, body.join('\n'));
}
