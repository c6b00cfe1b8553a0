import { format } from 'date-fns';

/** SPEC §9: script-{yyyy}-{MM}-{dd}.txt, in the user's local date. */
export function scriptFileName(now: number | Date): string {
  return `script-${format(now, 'yyyy-MM-dd')}.txt`;
}

/** SPEC §9: storyboard-{yyyy}-{MM}-{dd}.txt, in the user's local date. */
export function storyboardFileName(now: number | Date): string {
  return `storyboard-${format(now, 'yyyy-MM-dd')}.txt`;
}

export const DEFAULT_INPUT_FILE_NAME = 'downloaded-file.pdf';

/** The input preview is saved under the source file's name (SPEC §7). */
export function inputFileName(fileName: string | null | undefined): string {
  return fileName && fileName.trim() !== '' ? fileName : DEFAULT_INPUT_FILE_NAME;
}

/** mm:ss for the video player; minutes keep counting past an hour. */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The video download, named like the text downloads. */
export function videoFileName(now: number | Date): string {
  return `video-${format(now, 'yyyy-MM-dd')}.mp4`;
}

/** A mind map's downloads: mindmap-{yyyy}-{MM}-{dd}.{png|svg|opml|md}. */
export function mindmapFileName(now: number | Date, extension: 'png' | 'svg' | 'opml' | 'md'): string {
  return `mindmap-${format(now, 'yyyy-MM-dd')}.${extension}`;
}

/** A presentation's downloads: presentation-{yyyy}-{MM}-{dd}.{pptx|pdf}. */
export function presentationFileName(now: number | Date, extension: 'pptx' | 'pdf'): string {
  return `presentation-${format(now, 'yyyy-MM-dd')}.${extension}`;
}

/** An episode's downloads: podcast-{yyyy}-{MM}-{dd}.{m4a|mp3|vtt}. */
export function podcastFileName(now: number | Date, extension: 'm4a' | 'mp3' | 'vtt'): string {
  return `podcast-${format(now, 'yyyy-MM-dd')}.${extension}`;
}
