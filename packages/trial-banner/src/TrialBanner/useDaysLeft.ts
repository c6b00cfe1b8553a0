import { useEffect, useRef, useState } from 'react';

export type DaysLeft = number | 'loading' | 'error';

/**
 * Loads the remaining trial days once per `key` (the user id), reporting failures to `onError`.
 * The loader and handler are read through refs so inline functions do not refetch on every render.
 * A `null` answer (the server knows no trial) counts as an error: the flag said otherwise.
 */
export function useDaysLeft(key: string, load: () => Promise<number | null>, onError: (error: unknown) => void): DaysLeft {
  const [days, setDays] = useState<DaysLeft>('loading');
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;

  useEffect(() => {
    let cancelled = false;
    setDays('loading');
    Promise.resolve()
      .then(() => loadRef.current())
      .then(
        (value) => {
          if (cancelled) return;
          if (value === null) {
            onErrorRef.current(new Error('The server reports no free trial for this user.'));
            setDays('error');
          } else setDays(value);
        },
        (error: unknown) => {
          if (cancelled) return;
          onErrorRef.current(error);
          setDays('error');
        },
      );
    return () => {
      cancelled = true;
    };
  }, [key]);

  return days;
}
