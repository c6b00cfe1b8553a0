/** What the film's tests make and measure: a stand-in figure, a frame's colour, a scene. */
import { ffmpegPath, run } from '../tools/ffmpeg';
import type { Scene } from '../types';

/** A 480×320 PNG of one colour, made by ffmpeg: a stand-in for a figure crop. */
export async function solidPng(color: string): Promise<Uint8Array> {
  const { stdout } = await run(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${color}:s=480x320:d=1`,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    '-',
  ]);
  return new Uint8Array(stdout);
}

/** Mean RGB of a frame at `t` seconds, decoded by ffmpeg from the MP4. */
export async function frameColour(path: string, t: number, crop = '1680:600:120:200'): Promise<[number, number, number]> {
  const { stdout } = await run(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    t.toFixed(2),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    `crop=${crop},scale=1:1:flags=area`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]);
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

export function scene(n: number, narration: string, heading: string): Scene {
  return {
    scene_number: n,
    visual_description: 'A kiosk with a camera above the shelf',
    script_line: narration,
    background_details: 'Soft store lighting',
    narration,
    sound_cues: 'none',
    duration: 6,
    directions_for_videographer: 'Hold on the slide',
    visual_elements: [{ type: 'diagram', caption: 'Camera above the shelf' }],
    annotations: { text_overlays: [heading], visual_cues: [], audio_cues: [], transition_notes: 'cut' },
  };
}
