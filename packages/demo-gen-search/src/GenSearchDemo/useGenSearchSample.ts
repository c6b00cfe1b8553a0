import { GenAiSearchSampleResponseSchema, type GenAiSearchSampleResponse } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useClock } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';

export type GenSearchSample = GenAiSearchSampleResponse['data'];

export type SampleState =
  { status: 'loading' } | { status: 'ready'; sample: GenSearchSample; readyAt: number } | { status: 'not-found'; error: unknown };

/** Loads `GET /generative-research/sample/{sampleId}`; any failure means not-found (SPEC §7, §8). */
export function useGenSearchSample(sampleId: string): SampleState {
  const client = useApiClient();
  const clock = useClock();
  const [state, setState] = useState<SampleState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    client
      .request('GET', `/generative-research/sample/${encodeURIComponent(sampleId)}`, { schema: GenAiSearchSampleResponseSchema })
      .then((response) => {
        if (current) setState({ status: 'ready', sample: response.data, readyAt: clock.now() });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'not-found', error });
      });
    return () => {
      current = false;
    };
  }, [client, clock, sampleId]);

  return state;
}
