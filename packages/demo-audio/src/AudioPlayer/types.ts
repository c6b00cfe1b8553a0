/** One playable section. */
export interface AudioTrack {
  /** Stable key, e.g. the section key. */
  id: string;
  /** Shown and announced while the track plays. */
  title: string;
  /** Audio URL; `null` when the section has no audio. */
  src: string | null;
  /** Where playback starts inside the file, in seconds. @default 0 */
  startAt?: number | null;
  /** Known length in seconds, shown before the file's metadata arrives. */
  duration?: number;
}
