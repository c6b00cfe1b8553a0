import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { citationText } from '@paperlight/remix-core/details';
import { afterAll, describe, expect, it } from 'vitest';
import { captionsNote, filmTags } from './credits';
import { ffprobePath, run } from '../tools/ffmpeg';
import { encodeWav } from '../speech/speech';
import { generateStoryboard } from '../storyboard/storyboard';
import type { Scene, SpeechProvider } from '../types';
import { renderVideo } from './video';

const AUTHORS = ['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram', 'Ana Silva', 'Bruno Costa', 'Carla Mendes'];
const PAPER = {
  title: 'Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms',
  authors: AUTHORS,
  citation: { venue: 'SPAA', year: '2004', volume: '16', pages: '125–134', doi: '10.1145/1007912.1007926', license: 'CC BY 4.0' },
};

/** Half a second of near silence per sentence: the film's timing, without a voice engine. */
const quiet: SpeechProvider = {
  synthesize: async (text) => {
    const seconds = Math.max(0.5, text.split(/\s+/).length * 0.05);
    const pcm = new Int16Array(Math.round(24_000 * seconds)).map((_, i) => Math.round(Math.sin(i / 10) * 200));
    return { wav: encodeWav(new Uint8Array(pcm.buffer), 24_000), durationSec: seconds };
  },
};

function scene(n: number, narration: string, visual: Scene['visual_elements'][number]): Scene {
  return {
    scene_number: n,
    visual_description: '',
    script_line: narration,
    background_details: '',
    narration,
    sound_cues: '',
    duration: 2,
    directions_for_videographer: '',
    visual_elements: [visual],
    annotations: { text_overlays: [], visual_cues: [], audio_cues: [], transition_notes: '' },
  };
}

describe('the paper’s credit in the film’s files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('tags the MP4 with title, artist, date and comment, and heads the captions with a NOTE naming the paper', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'credits-'));
    dirs.push(outDir);
    const storyboard = {
      scenes: [
        scene(1, 'A paper about scheduling jobs.', { type: 'title', caption: PAPER.title }),
        scene(2, 'Thanks for watching.', { type: 'closing', caption: citationText(PAPER) }),
      ],
    };
    const video = await renderVideo(
      { storyboard, title: PAPER.title, language: 'en', voice: 'female', outDir, paper: PAPER },
      { speech: quiet },
    );
    const probe = await run(ffprobePath, ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', video.videoPath]);
    const tags = (JSON.parse(probe.stdout.toString()) as { format: { tags: Record<string, string> } }).format.tags;
    expect(tags.title).toBe(PAPER.title);
    expect(tags.artist).toBe(AUTHORS.join(', '));
    expect(tags.date).toBe('2004');
    expect(tags.comment).toContain('Pierre-François Dutot, Lionel Eyraud, Grégory Mounié et al. (2004). Bi-criteria Algorithm');
    const vtt = await readFile(video.subtitlesPath, 'utf8');
    expect(
      vtt.startsWith(
        'WEBVTT\n\nNOTE\nCaptions of a narrated summary of Pierre-François Dutot, Lionel Eyraud, Grégory Mounié et al. (2004).',
      ),
    ).toBe(true);
    expect(vtt).toContain('SPAA 16: 125–134. doi:10.1145/1007912.1007926. Licence: CC BY 4.0.');
  }, 120_000);

  it('leaves a timing arrow out of the note, and tags nothing when the paper is unknown', () => {
    expect(captionsNote({ title: 'From A --> B', authors: ['A B'] })).not.toContain('-->');
    expect(filmTags(undefined)).toEqual({});
    expect(captionsNote(undefined)).toBe('');
  });

  it('puts the first three authors and “et al.” on the title and closing cards of a paper with over six', () => {
    const board = generateStoryboard(
      {
        opening: { narration: 'This paper is about scheduling.' },
        slides: [{ number: 1, heading: 'Method', narration: 'Jobs are packed on processors.', is_technical: false }],
        closing: { narration: 'Thanks.' },
      },
      PAPER,
      { number_of_scenes: 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' },
    );
    expect(board.scenes[0]!.visual_description).toContain('by Pierre-François Dutot, Lionel Eyraud, Grégory Mounié et al., with its venue');
    const closing = board.scenes.at(-1)!.visual_elements.find((v) => v.type === 'closing')!;
    expect(closing.caption).toBe(
      'Pierre-François Dutot, Lionel Eyraud, Grégory Mounié et al. (2004). Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms. SPAA 16: 125–134. doi:10.1145/1007912.1007926. Licence: CC BY 4.0.',
    );
  });
});
