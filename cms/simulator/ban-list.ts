// The engine's user ID filter list (`banid`, `removeid`, `writeid`, `listid`) of one simulated server: Steam
// IDs banned for some minutes or for good (0 minutes), in simulated time. Bounded like the engine's.

export type Ban = { steamId: string; until: number | null };

export const MAX_BANS = 32768;

export class BanList {
  private readonly bans = new Map<string, Ban>();
  private writes = 0;
  private writtenIds: readonly string[] = [];

  // False when the list is full (a new Steam ID is not added; an existing one is updated).
  add(steamId: string, minutes: number, at: number): boolean {
    this.dropExpired(at);
    if (!this.bans.has(steamId) && this.bans.size >= MAX_BANS) return false;
    this.bans.set(steamId, { steamId, until: minutes === 0 ? null : at + minutes * 60000 });
    return true;
  }

  remove(steamId: string): boolean {
    return this.bans.delete(steamId);
  }

  isBanned(steamId: string, at: number): boolean {
    const ban = this.bans.get(steamId);
    return ban !== undefined && (ban.until === null || ban.until > at);
  }

  entries(at: number): Ban[] {
    this.dropExpired(at);
    return [...this.bans.values()];
  }

  // `writeid`: what banned.cfg would hold now (permanent bans only, as the engine writes).
  write(): void {
    this.writes += 1;
    this.writtenIds = [...this.bans.values()].filter((ban) => ban.until === null).map((ban) => ban.steamId);
  }

  get written(): { times: number; steamIds: readonly string[] } {
    return { times: this.writes, steamIds: this.writtenIds };
  }

  private dropExpired(at: number): void {
    for (const [steamId, ban] of this.bans) if (ban.until !== null && ban.until <= at) this.bans.delete(steamId);
  }
}
