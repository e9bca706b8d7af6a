import { useEffect, useState } from 'react';
import { ONLINE_INTERVAL_MS, ONLINE_START } from '../lib/landing-constants';
import { nextOnlineCount } from '../lib/online-players';

/**
 * The sample "players online" figure (SPEC §4: not a live count): 837 at first, then every 5 s a random
 * step of -5..+5 within 800-950. `random` is injectable so tests can seed it.
 */
export function useOnlinePlayers(random: () => number = Math.random): number {
  const [online, setOnline] = useState(ONLINE_START);

  useEffect(() => {
    const timer = window.setInterval(
      () => setOnline((current) => nextOnlineCount(current, random())),
      ONLINE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [random]);

  return online;
}
