import { AudioSampleResponseSchema } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useEffect, useRef, useState } from 'react';
import type { AudioSample } from './audioSample';

export type AudioSampleState = { status: 'loading' } | { status: 'loaded'; sample: AudioSample } | { status: 'not-found'; error: unknown };

/**
 * Loads `GET /ai-audio/sample/{projectId}`; any failure (404, network, bad shape) means not found (SPEC §7).
 * Given `initialSample` (the server read it for the page), the hook starts loaded and asks nothing
 * until the id changes.
 */
export function useAudioSample(sampleId: string, initialSample?: AudioSample): AudioSampleState {
  const client = useApiClient();
  const [state, setState] = useState<AudioSampleState>(() =>
    initialSample ? { status: 'loaded', sample: initialSample } : { status: 'loading' },
  );
  // The id the initial sample belongs to, until the hook moves to another one.
  const initialId = useRef(initialSample ? sampleId : null);

  useEffect(() => {
    if (initialId.current === sampleId) return;
    initialId.current = null;
    const controller = new AbortController();
    setState({ status: 'loading' });
    client
      .request('GET', `/ai-audio/sample/${encodeURIComponent(sampleId)}`, { schema: AudioSampleResponseSchema, signal: controller.signal })
      .then(
        (response) => {
          if (!controller.signal.aborted) setState({ status: 'loaded', sample: response.data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'not-found', error });
        },
      );
    return () => controller.abort();
  }, [client, sampleId]);

  return state;
}
