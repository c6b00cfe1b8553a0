import { AudioSampleResponseSchema } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useEffect, useState } from 'react';
import type { AudioSample } from './audioSample';

export type AudioSampleState =
  | { status: 'loading' }
  | { status: 'loaded'; sample: AudioSample }
  | { status: 'not-found'; error: unknown };

/** Loads `GET /ai-audio/sample/{projectId}`; any failure (404, network, bad shape) means not found (SPEC §7). */
export function useAudioSample(sampleId: string): AudioSampleState {
  const client = useApiClient();
  const [state, setState] = useState<AudioSampleState>({ status: 'loading' });

  useEffect(() => {
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
