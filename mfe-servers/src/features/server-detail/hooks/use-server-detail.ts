import { useCallback, useEffect, useState } from 'react';
import { isNotFound, type Server, type ServerStatistics } from '@cs16ar/shared';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { getLiveServer } from '../api/get-live-server';
import { getServer } from '../api/get-server';
import { getServerStatistics } from '../api/get-server-statistics';

/** SPEC §9: the detail reloads every 60 s. */
export const SERVER_DETAIL_REFRESH_MS = 60_000;

export type ServerDetailState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'success'; server: Server };

/** Statistics are extra: a failure leaves them out silently (SPEC §4). */
async function statisticsOrNull(documentId: string): Promise<ServerStatistics | null> {
  try {
    return await getServerStatistics(documentId);
  } catch {
    return null;
  }
}

/**
 * One server and its statistics, reloaded every 60 s in place (no spinner, no flicker; a failed reload
 * keeps what is shown). The first load reads the stored server; reloads ask for a status at most a few
 * seconds old. Render it keyed by documentId: another server is another page.
 */
export function useServerDetail(documentId: string) {
  const [state, setState] = useState<ServerDetailState>({ status: 'loading' });
  const [statistics, setStatistics] = useState<ServerStatistics | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getServer(documentId).then(
      (server) => {
        if (!active) return;
        setState(server ? { status: 'success', server } : { status: 'not-found' });
        // Only a server that exists has statistics worth asking for.
        if (server) void statisticsOrNull(documentId).then((value) => active && setStatistics(value));
      },
      (error: unknown) => active && setState({ status: isNotFound(error) ? 'not-found' : 'error' }),
    );
    return () => {
      active = false;
    };
  }, [documentId, attempt]);

  const refresh = useCallback(async () => {
    const [server, nextStatistics] = await Promise.all([getLiveServer(documentId), statisticsOrNull(documentId)]);
    if (server) setState({ status: 'success', server });
    if (nextStatistics) setStatistics(nextStatistics);
  }, [documentId]);
  useLiveRefresh(refresh, SERVER_DETAIL_REFRESH_MS, state.status === 'success');

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, statistics, retry };
}
