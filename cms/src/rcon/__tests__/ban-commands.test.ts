import { isValidRconCommand } from '../goldsrc-rcon';
import { banCommands, unbanCommands } from '../ban-commands';

describe('the commands a community-wide ban sends', () => {
  it('bans with kick then saves, and lifts then saves', () => {
    expect(banCommands('STEAM_0:1:12345', 0)).toEqual(['banid 0 STEAM_0:1:12345 kick', 'writeid']);
    expect(banCommands('STEAM_1:0:7', 30)).toEqual(['banid 30 STEAM_1:0:7 kick', 'writeid']);
    expect(unbanCommands('STEAM_0:1:12345')).toEqual(['removeid STEAM_0:1:12345', 'writeid']);
    for (const command of [...banCommands('STEAM_0:1:1', 5)!, ...unbanCommands('STEAM_0:1:1')!]) {
      expect(isValidRconCommand(command)).toBe(true);
    }
  });

  it('builds nothing from a Steam ID or a duration that is not one', () => {
    for (const steamId of ['STEAM_0:1:1; quit', 'STEAM_ID_LAN', '[U:1:246]', '76561197960265728', 'STEAM_0:1:1 kick']) {
      expect(banCommands(steamId, 0)).toBeNull();
      expect(unbanCommands(steamId)).toBeNull();
    }
    for (const minutes of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000]) {
      expect(banCommands('STEAM_0:1:1', minutes)).toBeNull();
    }
  });
});
