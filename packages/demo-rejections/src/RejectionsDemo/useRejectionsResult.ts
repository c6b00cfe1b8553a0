import { RejectionAnalyzerResultSchema, ResponseShapeError, type ApiClient, type RejectionAnalyzerResult } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { MIN_WAIT_MS } from '../report';

export type RejectionsState =
  { status: 'loading' } | { status: 'ready'; result: RejectionAnalyzerResult } | { status: 'error'; error: unknown };

/**
 * Fetches a sample and checks its `data` against the api-client's schema (through the Standard
 * Schema interface, so this package needs no validator of its own).
 */
export async function fetchRejectionsSample(client: ApiClient, sampleId: string): Promise<RejectionAnalyzerResult> {
  const path = `/rejection-analyzer/sample/${encodeURIComponent(sampleId)}`;
  const body = await client.request<{ data?: unknown } | null>('GET', path);
  const checked = await RejectionAnalyzerResultSchema['~standard'].validate(body?.data);
  if (checked.issues) {
    const details = checked.issues
      .map(
        (issue) =>
          `${(issue.path ?? []).map((part) => (typeof part === 'object' ? String(part.key) : String(part))).join('.') || '(root)'}: ${issue.message}`,
      )
      .join('; ');
    throw new ResponseShapeError({ method: 'GET', url: `${client.apiUrl}${path}`, details, body });
  }
  return checked.value;
}

/**
 * Loads `GET /rejection-analyzer/sample/{sampleId}` and holds the answer (or the error) back
 * until `MIN_WAIT_MS` after the attempt started (SPEC §4), on the injected clock. `retry` starts
 * a new attempt with a new wait.
 */
export function useRejectionsResult(sampleId: string): { state: RejectionsState; retry: () => void } {
  const client = useApiClient();
  const clock = useClock();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RejectionsState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let timer: unknown = null;
    const startedAt = clock.now();
    setState({ status: 'loading' });
    const settle = (next: RejectionsState) => {
      if (cancelled) return;
      const wait = Math.max(0, MIN_WAIT_MS - (clock.now() - startedAt));
      timer = clock.setTimeout(() => {
        if (!cancelled) setState(next);
      }, wait);
    };
    fetchRejectionsSample(client, sampleId).then(
      (result) => settle({ status: 'ready', result }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
      if (timer !== null) clock.clearTimeout(timer);
    };
  }, [client, clock, sampleId, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}
