import { useEffect, useState } from 'react';

export type AsyncData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

const LOADING: AsyncData<never> = { status: 'loading' };

/**
 * Runs `load` (keep it stable with useCallback) and tracks its answer. A new `load` starts over in the
 * loading state; the answer of a superseded or unmounted call is dropped (its request is aborted).
 */
export function useAsyncData<T>(load: (signal: AbortSignal) => Promise<T>): AsyncData<T> {
  const [result, setResult] = useState<{ load: typeof load; value: AsyncData<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ load, value: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ load, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [load]);

  return result?.load === load ? result.value : LOADING;
}
