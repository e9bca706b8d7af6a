import { useEffect, useRef, useState } from 'react';
import { errorMessage, useSessionStore, type User } from '@cs16ar/shared';
import { useAccountChanges } from '@cs16ar/shared/data';
import { requestLinkCode, type LinkCode } from '../api/request-link-code';
import { verifiedSince } from '../lib/steam-id-state';

export const CODE_FAILED = 'No pudimos darte un código. Intentá de nuevo en unos minutos.';
/** While live events cannot arrive, the account is read again this often while a code waits. */
export const POLL_WHILE_WAITING_MS = 5000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export type SteamLinkStep =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'waiting'; code: LinkCode }
  | { step: 'expired' }
  | { step: 'linked' }
  | { step: 'failed'; message: string };

/**
 * "Vincular mi Steam ID": asks the CMS for a code, then waits for the player to say it in a game server's chat.
 * The CMS says the account changed through the page's live events (only the id travels); the account is then
 * read again with the session, and a newly verified Steam ID ends the wait. While events cannot arrive it is
 * read again every few seconds instead. The code expires at its time (15 minutes).
 */
export function useSteamLink(user: User) {
  const store = useSessionStore();
  const [state, setState] = useState<SteamLinkStep>({ step: 'idle' });
  // The verification the account had when the code was asked for: a different one is the new link.
  const verifiedBefore = useRef<string | null>(null);
  const waiting = state.step === 'waiting';

  const reread = () => {
    store.refreshUser().catch(() => {
      // The next event or poll tries again; the page keeps waiting meanwhile.
    });
  };
  const live = useAccountChanges(waiting ? user.documentId : null, reread);

  useEffect(() => {
    if (waiting && verifiedSince(user, verifiedBefore.current)) setState({ step: 'linked' });
  }, [waiting, user]);

  useEffect(() => {
    if (!waiting || live === 'live' || live === 'connecting') return undefined;
    const timer = setInterval(reread, POLL_WHILE_WAITING_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reread only calls the store, which never changes
  }, [waiting, live]);

  useEffect(() => {
    if (state.step !== 'waiting') return undefined;
    // Bounded: a timer beyond about 24.8 days would fire at once (a code lasts 15 minutes anyway).
    const left = Math.min(Math.max(0, Date.parse(state.code.expiresAt) - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => setState({ step: 'expired' }), left);
    return () => clearTimeout(timer);
  }, [state]);

  async function ask() {
    if (state.step === 'asking') return;
    setState({ step: 'asking' });
    verifiedBefore.current = user.steamIdVerifiedAt ?? null;
    try {
      setState({ step: 'waiting', code: await requestLinkCode() });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, CODE_FAILED) });
    }
  }

  return { state, ask, live };
}
