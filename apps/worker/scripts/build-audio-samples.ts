/**
 * Builds the audio of the Multi-lingual Audio guest demo (apps/api/samples/ai-audio) with the
 * product's own speech engine: eSpeak NG (src/paper-remix/speech.ts) speaks every section of the
 * version a listener hears (the translation when there is one, else the original) in the sample's
 * language and voice; ffmpeg encodes each to a small AAC file in `assets/`, and the sample JSON gets
 * the file's URL and duration. Texts are edited in the JSON files; run this after changing one:
 *
 *   pnpm --filter @paperlight/worker exec tsx scripts/build-audio-samples.ts [sampleId…]
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ffmpegPath, run } from '../src/engine/tools/ffmpeg';
import { createEspeakProvider } from '../src/engine/speech/speech';
import type { Voice } from '../src/engine/types';

const SAMPLES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'samples', 'ai-audio');
const ASSETS_DIR = join(SAMPLES_DIR, 'assets');
const URL_PREFIX = '/samples/ai-audio/assets/';

interface Section {
  section: string;
  section_key: string;
  text: string;
  audioUrl: string | null;
  startAt: number | null;
  duration?: number;
}

interface Version {
  fullPaper?: { sections: Section[] } | null;
  summary?: { sections: Section[]; sectionAudio?: unknown } | null;
}

interface AudioSample {
  uploadType: 'both' | 'full_paper' | 'summary';
  translateToLanguage: string;
  language: string;
  voice?: Voice;
  translated?: Version | null;
  original: Version;
}

const speech = createEspeakProvider({ rate: 165 });

/** Speech as 32 kb/s mono AAC in an MP4 with the index first, so a player starts before the whole file arrives. */
async function encode(wav: Uint8Array, output: string): Promise<void> {
  const input = join(tmpdir(), `paperlight-audio-${process.pid}-${Date.now()}.wav`);
  await writeFile(input, wav);
  try {
    await run(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      input,
      '-ac',
      '1',
      '-ar',
      '22050',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-movflags',
      '+faststart',
      // No encoder tags or creation time: nothing in the file but the speech.
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      output,
    ]);
  } finally {
    await rm(input, { force: true });
  }
}

async function speakSections(sampleId: string, part: 'full' | 'summary', sections: Section[], language: string, voice: Voice) {
  for (const [index, section] of sections.entries()) {
    const file = `${sampleId}-${part}-${String(index + 1).padStart(2, '0')}-${section.section_key.replace(/_/g, '-')}.m4a`;
    // Key takeaways are one per line; a full stop makes the engine pause between them.
    const text = section.text
      .split('\n')
      .map((line) => line.trim().replace(/[^.!?]$/, '$&.'))
      .join(' ');
    const { wav, durationSec } = await speech.synthesize(`${section.section}. ${text}`, { language, voice });
    await encode(wav, join(ASSETS_DIR, file));
    section.audioUrl = URL_PREFIX + file;
    section.startAt = 0;
    section.duration = Math.round(durationSec * 10) / 10;
    console.log(`${file}  ${section.duration.toFixed(1)} s`);
  }
}

/** SPEC §3: each version holds both parts with their sections, an empty list where the upload type has none. */
interface CompleteVersion {
  fullPaper: { sections: Section[] };
  summary: { sections: Section[]; sectionAudio?: unknown };
}

function complete(version: Version | null | undefined): CompleteVersion {
  return {
    fullPaper: { sections: version?.fullPaper?.sections ?? [] },
    summary: { ...version?.summary, sections: version?.summary?.sections ?? [], sectionAudio: version?.summary?.sectionAudio ?? [] },
  };
}

async function build(sampleId: string) {
  const path = join(SAMPLES_DIR, `${sampleId}.json`);
  const sample = JSON.parse(await readFile(path, 'utf8')) as AudioSample;
  const voice = sample.voice ?? 'female';
  const isTranslation = sample.translateToLanguage.split('-')[0] !== sample.language.split('-')[0];
  const original = complete(sample.original);
  const heard = isTranslation ? complete(sample.translated) : original;
  const language = isTranslation ? sample.translateToLanguage : sample.language;
  // The text a listener reads but does not hear carries no audio.
  if (isTranslation) {
    for (const section of [...original.fullPaper.sections, ...original.summary.sections]) {
      section.audioUrl = null;
      section.startAt = null;
      delete section.duration;
    }
  }
  await speakSections(sampleId, 'full', heard.fullPaper.sections, language, voice);
  await speakSections(sampleId, 'summary', heard.summary.sections, language, voice);
  heard.summary.sectionAudio = heard.summary.sections.map(({ section_key, audioUrl, duration }) => ({ section_key, audioUrl, duration }));
  // A paper read in its own language: its translation is the original, audio included.
  const translated = isTranslation ? heard : structuredClone(original);
  const { translated: _translated, original: _original, ...rest } = sample;
  await writeFile(path, `${JSON.stringify({ ...rest, translated, original }, null, 2)}\n`);
}

await mkdir(ASSETS_DIR, { recursive: true });
const requested = process.argv.slice(2);
const ids =
  requested.length > 0
    ? requested
    : (await readdir(SAMPLES_DIR)).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
if (requested.length === 0) {
  for (const file of await readdir(ASSETS_DIR)) if (file.endsWith('.m4a')) await rm(join(ASSETS_DIR, file));
}
await speech.warmUp();
for (const id of ids) await build(id);
await speech.close();
