import { AltTextSampleResponseSchema, isApiError, type AltTextImage, type AltTextSampleResponse } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchErrorMessage } from './altTextRules';

/** SPEC §3's `data.images`, plus the sample's report and source file when the api sends them. */
export interface AltTextSample {
  images: AltTextImage[];
  /** The academic-style report listing every figure; absent when the sample has none. */
  reportUrl?: string;
  fileName?: string;
}

export type AltTextSampleState =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'empty' } | { status: 'loaded'; sample: AltTextSample };

/** The sample of a `GET /alt-text/sample` answer's `data` (the server can read it with the same schema). */
export function toAltTextSample(data: AltTextSampleResponse['data']): AltTextSample {
  return {
    images: data.images,
    reportUrl: typeof data.reportUrl === 'string' ? data.reportUrl : undefined,
    fileName: typeof data.fileName === 'string' ? data.fileName : undefined,
  };
}

const loadedState = (sample: AltTextSample): AltTextSampleState =>
  sample.images.length === 0 ? { status: 'empty' } : { status: 'loaded', sample };

/**
 * Fetches an Alt Text sample; an HTTP failure becomes `HTTP {status}: Failed to fetch results`.
 * `retry` fetches again (the error state's 'Try Again'). Given `initialSample` (the server read it
 * for the page), the hook starts loaded and asks nothing until the id changes or 'Try Again'.
 */
export function useAltTextSample(sampleId: string, initialSample?: AltTextSample): { state: AltTextSampleState; retry: () => void } {
  const client = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AltTextSampleState>(() => (initialSample ? loadedState(initialSample) : { status: 'loading' }));
  // The id the initial sample belongs to, until the hook moves to another one.
  const initialId = useRef(initialSample ? sampleId : null);

  useEffect(() => {
    if (initialId.current !== sampleId) initialId.current = null;
    else if (attempt === 0) return;
    let current = true;
    setState({ status: 'loading' });
    client.request('GET', '/alt-text/sample', { query: { sampleId }, schema: AltTextSampleResponseSchema }).then(
      ({ data }) => {
        if (!current) return;
        setState(loadedState(toAltTextSample(data)));
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
