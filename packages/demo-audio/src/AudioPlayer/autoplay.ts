import type { AudioMedia } from './media';
import type { PlayerStatus } from './playerRules';

/** Asks for the microphone, which browsers count as consent to play audio, and stops its tracks at once. */
export async function requestMicrophone(): Promise<void> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new Error('Microphone permission cannot be requested in this browser');
  const stream = await devices.getUserMedia({ audio: true });
  stream.getTracks().forEach((track) => track.stop());
}

// By name: a DOMException from another realm (an iframe, jsdom) is not `instanceof Error` here.
const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '');
/** Whether `play()` failed because the browser blocked playback that did not come from a click. */
const isNotAllowed = (error: unknown) => errorName(error) === 'NotAllowedError';
/** Whether `play()` failed because the source changed while it was starting. */
const isAbort = (error: unknown) => errorName(error) === 'AbortError';

/** What `playWithConsent` reads when the browser refuses: read late, so the latest props count. */
interface Consent {
  requestPermission: () => Promise<void>;
  logger: Pick<Console, 'warn'>;
}

/**
 * Plays the media. When the browser blocks playback that did not come from a click, asks for
 * permission and tries again; refused, it warns and shows the state the media is really in.
 */
export async function playWithConsent(
  media: AudioMedia | null,
  consent: { readonly current: Consent },
  setError: (error: string) => void,
  setStatus: (status: PlayerStatus) => void,
): Promise<void> {
  if (!media || !media.src) return;
  try {
    await media.play();
  } catch (failure) {
    if (isAbort(failure)) return; // the source changed while starting: the new one takes over
    if (!isNotAllowed(failure)) {
      setError('This section could not be played.');
      return;
    }
    try {
      await consent.current.requestPermission();
      await media.play();
    } catch {
      consent.current.logger.warn('Autoplay was blocked by the browser; press Play to listen.');
      setStatus(media.paused ? 'paused' : 'playing');
    }
  }
}
