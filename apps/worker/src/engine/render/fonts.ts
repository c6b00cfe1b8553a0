/** The fonts satori draws with: Inter's subsets, and per-language fallbacks loaded for the characters Inter lacks. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

export type FontWeight = 400 | 700;
interface FontOption {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

/*
 * Unicode-range subsets of Inter cover Latin (with accents), Cyrillic and Greek — the scripts of 26
 * of the 30 narration languages. satori needs WOFF/TTF (not WOFF2) and keeps one font per family
 * name and weight, so each subset gets its own name; satori then falls back across names per glyph.
 */
export const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/** Where Inter's WOFF file of a subset and weight is (@fontsource/inter). */
export function interFile(subset: string, weight: FontWeight): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fontsource/inter/package.json')), 'files', `inter-${subset}-${weight}-normal.woff`);
}

let fontsPromise: Promise<FontOption[]> | undefined;

export function loadFonts(): Promise<FontOption[]> {
  fontsPromise ??= (async () => {
    const entries = INTER_SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })));
    return Promise.all(
      entries.map(async ({ subset, weight }) => ({
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        data: await readFile(interFile(subset, weight)),
        weight,
        style: 'normal' as const,
      })),
    );
  })();
  // A failed read must not poison every later render.
  fontsPromise.catch(() => {
    fontsPromise = undefined;
  });
  return fontsPromise;
}

/*
 * CJK and Arabic fonts are large (a CJK family is ~100 unicode-range subsets per weight), so they are
 * loaded lazily: satori reports each run of text its fonts cannot draw, and only the subsets
 * covering those characters are read, once per process.
 */
interface FontSubset {
  file: string;
  ranges: [number, number][];
}

interface FallbackFamily {
  name: string;
  packageName: string;
  subsets: Promise<Map<FontWeight, FontSubset[]>> | undefined;
}

const FALLBACKS: Record<string, FallbackFamily> = {
  sc: { name: 'Noto Sans SC', packageName: '@fontsource/noto-sans-sc', subsets: undefined },
  jp: { name: 'Noto Sans JP', packageName: '@fontsource/noto-sans-jp', subsets: undefined },
  kr: { name: 'Noto Sans KR', packageName: '@fontsource/noto-sans-kr', subsets: undefined },
  ar: { name: 'IBM Plex Sans Arabic', packageName: '@fontsource/ibm-plex-sans-arabic', subsets: undefined },
};

/** Which families to try first for each of satori's script guesses; kanji also live in SC and KR. */
function fallbackOrder(languageCode: string): FallbackFamily[] {
  const { sc, jp, kr, ar } = FALLBACKS as Required<Record<'sc' | 'jp' | 'kr' | 'ar', FallbackFamily>>;
  // satori joins its candidate locales with '|' (kanji could be Chinese or Japanese); the first wins.
  const first = languageCode.split('|')[0] ?? '';
  if (first === 'ja-JP') return [jp, sc, kr, ar];
  if (first === 'ko-KR') return [kr, sc, jp, ar];
  if (first === 'ar-AR') return [ar, sc, jp, kr];
  return [sc, jp, kr, ar];
}

function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').flatMap((part) => {
    const match = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!match?.[1]) return [];
    const start = match[1];
    if (start.includes('?'))
      return [[parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'f'), 16)] as [number, number]];
    return [[parseInt(start, 16), parseInt(match[2] ?? start, 16)] as [number, number]];
  });
}

function familySubsets(family: FallbackFamily): Promise<Map<FontWeight, FontSubset[]>> {
  family.subsets ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve(`${family.packageName}/package.json`));
    const byWeight = new Map<FontWeight, FontSubset[]>();
    for (const weight of [400, 700] as const) {
      const css = await readFile(join(dir, `${weight}.css`), 'utf8');
      const subsets: FontSubset[] = [];
      for (const block of css.split('@font-face').slice(1)) {
        const woff = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
        if (woff && range) subsets.push({ file: join(dir, woff), ranges: parseUnicodeRange(range) });
      }
      byWeight.set(weight, subsets);
    }
    return byWeight;
  })();
  return family.subsets;
}

const fontFiles = new Map<string, Promise<Buffer>>();

function readFontFile(file: string): Promise<Buffer> {
  let cached = fontFiles.get(file);
  if (!cached) {
    cached = readFile(file);
    cached.catch(() => fontFiles.delete(file));
    fontFiles.set(file, cached);
  }
  return cached;
}

const covers = (subset: FontSubset, codePoint: number) => subset.ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);

/** satori's loadAdditionalAsset: fonts for the characters of `segment` that Inter lacks. */
export async function loadFallbackFonts(languageCode: string, segment: string): Promise<FontOption[]> {
  if (languageCode === 'emoji') return [];
  const codePoints = [...new Set([...segment].map((c) => c.codePointAt(0) ?? 0))].filter((cp) => cp > 0x2ff);
  const wanted = new Map<string, { family: FallbackFamily; weight: FontWeight; file: string }>();
  for (const family of fallbackOrder(languageCode)) {
    const byWeight = await familySubsets(family);
    const regular = byWeight.get(400) ?? [];
    const remaining: number[] = [];
    for (const codePoint of codePoints) {
      const index = regular.findIndex((subset) => covers(subset, codePoint));
      if (index < 0) {
        remaining.push(codePoint);
        continue;
      }
      for (const weight of [400, 700] as const) {
        const subset = byWeight.get(weight)?.[index];
        if (subset) wanted.set(subset.file, { family, weight, file: subset.file });
      }
    }
    codePoints.splice(0, codePoints.length, ...remaining);
    if (codePoints.length === 0) break;
  }
  return Promise.all(
    [...wanted.values()].map(async ({ family, weight, file }) => ({
      // One name per subset file, for the same reason as Inter's subsets above.
      name: `${family.name} ${basename(file, '.woff').replace(/-\d00-normal$/, '')}`,
      data: await readFontFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
}
