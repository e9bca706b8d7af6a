import { useEffect, useRef, useState } from 'react';

type WatchedServer = { documentId: string; name: string; online?: boolean | null };

/**
 * Tells screen-reader users, politely, when a server on screen goes down while they are here: the one live
 * change worth interrupting for. Player counts and maps change every few seconds and are never announced.
 */
export function DownAnnouncer({ servers }: { servers: readonly WatchedServer[] }) {
  const [message, setMessage] = useState('');
  // The last status seen of each server: only a change seen on this page is news.
  const seen = useRef(new Map<string, boolean>());

  useEffect(() => {
    const wentDown: string[] = [];
    for (const server of servers) {
      const online = Boolean(server.online);
      if (seen.current.get(server.documentId) === true && !online) wentDown.push(server.name);
      seen.current.set(server.documentId, online);
    }
    if (wentDown.length === 1) setMessage(`${wentDown[0]} está offline: dejó de responder.`);
    else if (wentDown.length > 1) setMessage(`${wentDown.length} servidores quedaron offline: ${wentDown.join(', ')}.`);
  }, [servers]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
