import { useState } from 'react';
import type { Server } from '@cs16ar/shared';

/**
 * Keeps the cards where they are while live updates change what their order depends on (players, when
 * sorted by players): a card never jumps under the player's finger. Choosing other filters or another sort
 * (`choice`) orders them afresh; servers that appear are added after the others, in the chosen order.
 */
export function useStableOrder(servers: Server[], choice: string): Server[] {
  const [memory, setMemory] = useState<{ choice: string; ids: string[] }>({ choice, ids: [] });
  const known = memory.choice === choice ? memory.ids : [];
  const position = new Map(known.map((id, index) => [id, index]));
  const placed = servers
    .filter((server) => position.has(server.documentId))
    .sort((a, b) => position.get(a.documentId)! - position.get(b.documentId)!);
  const fresh = servers.filter((server) => !position.has(server.documentId));
  const ordered = fresh.length === 0 ? placed : [...placed, ...fresh];
  // Remembered during render (React's pattern for state derived from props): the next render is stable.
  if (memory.choice !== choice || fresh.length > 0)
    setMemory({ choice, ids: ordered.map((server) => server.documentId) });
  return ordered;
}
