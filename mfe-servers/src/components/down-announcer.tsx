import { useState } from 'react';

type WatchedServer = { documentId: string; name: string; online?: boolean | null };

function statusKey(servers: readonly WatchedServer[]): string {
  return servers.map((server) => `${server.documentId}:${server.online ? 1 : 0}`).join('|');
}

function downMessage(names: string[]): string {
  return names.length === 1
    ? `${names[0]} está offline: dejó de responder.`
    : `${names.length} servidores quedaron offline: ${names.join(', ')}.`;
}

/**
 * Tells screen-reader users, politely, when a server on screen goes down while they are here: the one live
 * change worth interrupting for. Player counts and maps change every few seconds and are never announced.
 */
export function DownAnnouncer({ servers }: { servers: readonly WatchedServer[] }) {
  const [seen, setSeen] = useState(() => ({
    key: statusKey(servers),
    online: new Map(servers.map((server) => [server.documentId, Boolean(server.online)])),
    message: '',
  }));

  // Compared during render (React's pattern for state that follows props): only a change seen here is news.
  const key = statusKey(servers);
  if (key !== seen.key) {
    const wentDown = servers.filter((server) => seen.online.get(server.documentId) === true && !server.online);
    setSeen({
      key,
      online: new Map(servers.map((server) => [server.documentId, Boolean(server.online)])),
      message: wentDown.length > 0 ? downMessage(wentDown.map((server) => server.name)) : seen.message,
    });
  }

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {seen.message}
    </div>
  );
}
