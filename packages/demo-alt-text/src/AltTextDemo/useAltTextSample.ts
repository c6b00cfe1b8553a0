import { AltTextSampleResponseSchema, isApiError, type AltTextImage } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useCallback, useEffect, useState } from 'react';
import { fetchErrorMessage } from './altTextRules';

/** SPEC §3's `data.images`, plus the sample's report and source file when the api sends them. */
export interface AltTextSample {
  images: AltTextImage[];
  /** The academic-style report listing every figure; absent when the sample has none. */
  reportUrl?: string;
  fileName?: string;
}

export type AltTextSampleState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'empty' }
  | { status: 'loaded'; sample: AltTextSample };

/**
 * Fetches an Alt Text sample; an HTTP failure becomes `HTTP {status}: Failed to fetch results`.
 * `retry` fetches again (the error state's 'Try Again').
 */
export function useAltTextSample(sampleId: string): { state: AltTextSampleState; retry: () => void } {
  const client = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AltTextSampleState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    client
      .request('GET', '/alt-text/sample', { query: { sampleId }, schema: AltTextSampleResponseSchema })
      .then(
        ({ data }) => {
          if (!current) return;
          const sample: AltTextSample = {
            images: data.images,
            reportUrl: typeof data.reportUrl === 'string' ? data.reportUrl : undefined,
            fileName: typeof data.fileName === 'string' ? data.fileName : undefined,
          };
          setState(sample.images.length === 0 ? { status: 'empty' } : { status: 'loaded', sample });
        },
        (cause: unknown) => {
          if (!current) return;
          const error = isApiError(cause)
            ? new Error(fetchErrorMessage(cause.status), { cause })
            : cause instanceof Error
              ? cause
              : new Error(String(cause));
          setState({ status: 'error', error });
        },
      );
    return () => {
      current = false;
    };
  }, [client, sampleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
