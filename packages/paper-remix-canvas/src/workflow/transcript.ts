/** WebVTT cues of the narration, read into a transcript and chapters for the video player. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Chapter {
  start: number;
  title: string;
}

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;

function seconds(stamp: string): number {
  const match = TIME.exec(stamp);
  if (!match) return Number.NaN;
  const [, h, m, s, ms] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms!.padEnd(3, '0')) / 1000;
}

/** The cues of a WebVTT file (identifiers, notes, styles and cue settings ignored; tags stripped). */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = lines[timing]!.split('-->');
    const start = seconds(from ?? '');
    const end = seconds(to ?? '');
    const body = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (Number.isFinite(start) && Number.isFinite(end) && body) cues.push({ start, end, text: body });
  }
  return cues;
}

/** A sentence ends at . ! ? (a closing quote or bracket may follow), or at a CJK full stop. */
const SENTENCE_END = /(?:[.!?]["'»”’)\]]*|[。！？])$/u;

/**
 * The transcript's paragraphs: cues joined back into whole sentences. A long sentence is captioned
 * in several cues so it fits under the slide; read as a transcript, a cue ending mid-sentence
 * ("…by Paperlight" / "Research.") would cut a name or a claim in two.
 */
export function transcriptParagraphs(cues: readonly Cue[]): Cue[] {
  const paragraphs: Cue[] = [];
  for (const cue of cues) {
    const last = paragraphs[paragraphs.length - 1];
    if (last && !SENTENCE_END.test(last.text))
      paragraphs[paragraphs.length - 1] = { start: last.start, end: cue.end, text: `${last.text} ${cue.text}` };
    else paragraphs.push({ ...cue });
  }
  return paragraphs;
}

/** The narration as plain text: one paragraph per sentence. */
export function transcriptText(cues: readonly Cue[], title?: string): string {
  const body = transcriptParagraphs(cues)
    .map((paragraph) => paragraph.text)
    .join('\n\n');
  return title ? `${title}\n\n${body}\n` : `${body}\n`;
}

const words = (text: string, n: number) => {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > n ? `${all.slice(0, n).join(' ')}…` : all.join(' ');
};

/**
 * A chapter per scene: the video's `jsonOutput.scenes` ({start, duration}) give the starts, the cue
 * spoken at each start gives its title. Without scenes each cue is a chapter.
 */
export function chaptersOf(cues: readonly Cue[], scenes?: readonly { start: number }[] | null): Chapter[] {
  const starts = scenes && scenes.length > 0 ? scenes.map((scene) => scene.start) : cues.map((cue) => cue.start);
  return starts.map((start, index) => {
    const cue = cues.find((candidate) => candidate.end > start + 0.05) ?? cues[cues.length - 1];
    return { start, title: `${index + 1}. ${cue ? words(cue.text, 8) : `Scene ${index + 1}`}` };
  });
}

/** transcript-{yyyy}-{MM}-{dd}.txt / .vtt, named like the other downloads. */
export function transcriptFileName(now: number | Date, extension: 'txt' | 'vtt'): string {
  const date = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transcript-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`;
}
