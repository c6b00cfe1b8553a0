/**
 * Who speaks in an episode (issue 34): a host and up to four guests, each with a name, the gender
 * the node asks for and a voice no other participant has. The guests are readers of the paper, never
 * its authors: the host says so, because every word they say is the paper's, not theirs.
 */
import type { PodcastConfig, PodcastParticipant, Voice } from '../types';

/** First names per gender, said easily by every voice; the host takes the first of its gender. */
const NAMES: Record<Voice, readonly string[]> = {
  male: ['Daniel', 'Tom', 'Omar', 'Luca', 'Ravi'],
  female: ['Maya', 'Clara', 'Nadia', 'Ines', 'Grace'],
};

/** The genders of the guests: all one, or alternating (female first, as SPEC's default is female). */
function guestGenders(config: PodcastConfig, count: number): Voice[] {
  if (config.guest_genders === 'mixed') return Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'female' : 'male'));
  return Array.from({ length: count }, () => config.guest_genders as Voice);
}

/**
 * The participants in speaking order: the host, then the guests. Each takes the next name and the
 * next voice of its gender, so no two sound or are called alike.
 */
export function castOf(config: PodcastConfig): PodcastParticipant[] {
  const used: Record<Voice, number> = { male: 0, female: 0 };
  const take = (gender: Voice) => used[gender]++;
  const hostIndex = take(config.host_gender);
  const cast: PodcastParticipant[] = [
    { id: 'host', role: 'host', name: NAMES[config.host_gender][hostIndex]!, gender: config.host_gender, speaker: hostIndex },
  ];
  guestGenders(config, config.participants - 1).forEach((gender, i) => {
    const index = take(gender);
    cast.push({ id: `guest-${i + 1}`, role: 'guest', name: NAMES[gender][index]!, gender, speaker: index });
  });
  return cast;
}

export const guestsOf = (cast: readonly PodcastParticipant[]) => cast.filter((p) => p.role === 'guest');

/** 'Maya', 'Maya and Tom', 'Maya, Tom and Clara'. */
export function namesPhrase(people: readonly Pick<PodcastParticipant, 'name'>[]): string {
  const names = people.map((p) => p.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
