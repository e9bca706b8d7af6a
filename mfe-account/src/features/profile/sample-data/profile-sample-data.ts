import type { PlayerServerStats } from '../types/player-stats';
import type { ProfileUser } from '../types/profile-user';

/*
 * SAMPLE DATA, NOT FROM THE CMS. The spec shows another player's profile and every player's statistics
 * as hard-coded sample data loaded with a delay (SPEC §2 "Profile"); the CMS has no public profile or
 * statistics endpoint yet. Everything here goes away when it does.
 */

/** How long the sample "requests" take, so the loading states are what a real call will show. */
export const SAMPLE_DELAY_MS = 600;

/** The player any other user's profile (/perfil/{userId}) shows, under the requested id. */
export const SAMPLE_OTHER_USER: Omit<ProfileUser, 'id'> = {
  username: 'elpibe_awp',
  nickname: 'El Pibe',
  userType: 'premium',
  bio: 'AWPer de toda la vida. Me encontrás de noche en los públicos de dust2 y en los torneos de los sábados.',
  steamID: 'STEAM_0:1:48213377',
  profilePicture: null,
};

export const SAMPLE_PLAYER_STATS: readonly PlayerServerStats[] = [
  {
    serverId: 1,
    serverName: 'CS Argentina #1 | Clásico 24/7 Dust2',
    rank: 12,
    level: 34,
    kills: 4821,
    deaths: 3377,
    playTime: 556200,
    lastPlayed: '2024-10-21T23:15:00.000Z',
  },
  {
    serverId: 5,
    serverName: 'CS Argentina | Zombie Escape',
    rank: 48,
    level: 19,
    kills: 1290,
    deaths: 1502,
    playTime: 187500,
    lastPlayed: '2024-10-18T22:40:00.000Z',
  },
  {
    serverId: 6,
    serverName: 'CS Argentina | GunGame Arsenal',
    rank: 214,
    level: 2,
    kills: 37,
    deaths: 0,
    playTime: 2700,
    lastPlayed: '2024-10-12T20:05:00.000Z',
  },
];

function afterSampleDelay<T>(value: T, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), SAMPLE_DELAY_MS);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export function loadSampleOtherUser(userId: number, signal?: AbortSignal): Promise<ProfileUser> {
  return afterSampleDelay({ ...SAMPLE_OTHER_USER, id: userId }, signal);
}

/** The same sample statistics for every player, until the CMS records real ones. */
export function loadSamplePlayerStats(_userId: number, signal?: AbortSignal): Promise<PlayerServerStats[]> {
  return afterSampleDelay([...SAMPLE_PLAYER_STATS], signal);
}
