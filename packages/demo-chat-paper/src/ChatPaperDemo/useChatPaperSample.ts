import { ChatWithPaperSampleResponseSchema } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { MINIMUM_WAIT_MS } from './chatState';
import { toSample, type ChatPaperSample } from './sample';

export type SampleState = { status: 'loading' } | { status: 'ready'; sample: ChatPaperSample } | { status: 'error' };

/**
 * Loads `GET /chat-with-pdf/sample/{sampleId}`; the result, or the error, shows no sooner than
 * `MINIMUM_WAIT_MS` after the request started (a deliberate delay, SPEC §4). `retry` starts over.
 */
export function useChatPaperSample(sampleId: string): { state: SampleState; retry: () => void; arrived: ChatPaperSample | null } {
  const client = useApiClient();
  const clock = useClock();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SampleState>({ status: 'loading' });
  // The sample as soon as it arrives, while the minimum wait still holds it back.
  const [arrived, setArrived] = useState<ChatPaperSample | null>(null);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    setArrived(null);
    let outcome: SampleState | null = null;
    let waited = false;
    const settle = () => {
      if (active && waited && outcome) setState(outcome);
    };
    const timer = clock.setTimeout(() => {
      waited = true;
      settle();
    }, MINIMUM_WAIT_MS);
    client
      .request('GET', `/chat-with-pdf/sample/${encodeURIComponent(sampleId)}`, { schema: ChatWithPaperSampleResponseSchema })
      .then(
        (body) => {
          const sample = toSample(body.data);
          outcome = { status: 'ready', sample };
          if (active) setArrived(sample);
          globalThis.performance?.mark?.('paperlight:chat-paper:data-arrived');
        },
        () => {
          outcome = { status: 'error' };
        },
      )
      .finally(settle);
    return () => {
      active = false;
      clock.clearTimeout(timer);
    };
  }, [client, clock, sampleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, arrived };
}
