import { isValidRconCommand } from '../goldsrc-rcon';
import { MAX_STAFF_BAN_MINUTES } from '../../bans/staff-ban-input';
import { banCommands, MAX_BAN_MINUTES, unbanCommands } from '../ban-commands';

const commandsOf = (built: ReturnType<typeof banCommands>) => (built.ok ? built.commands : null);

describe('the commands a community-wide ban sends', () => {
  it('bans with kick then saves, and lifts then saves', () => {
    expect(commandsOf(banCommands('STEAM_0:1:12345', 0))).toEqual(['banid 0 STEAM_0:1:12345 kick', 'writeid']);
    expect(commandsOf(banCommands('STEAM_1:0:7', 30))).toEqual(['banid 30 STEAM_1:0:7 kick', 'writeid']);
    expect(commandsOf(unbanCommands('STEAM_0:1:12345'))).toEqual(['removeid STEAM_0:1:12345', 'writeid']);
    for (const command of [
      ...commandsOf(banCommands('STEAM_0:1:1', 5))!,
      ...commandsOf(unbanCommands('STEAM_0:1:1'))!,
    ]) {
      expect(isValidRconCommand(command)).toBe(true);
    }
  });

  it('builds nothing from a Steam ID or a duration that is not one', () => {
    for (const steamId of ['STEAM_0:1:1; quit', 'STEAM_ID_LAN', '[U:1:246]', '76561197960265728', 'STEAM_0:1:1 kick']) {
      expect(banCommands(steamId, 0)).toEqual({ ok: false, error: 'un Steam ID que los servidores no entienden' });
      expect(unbanCommands(steamId)).toMatchObject({ ok: false });
    }
    for (const minutes of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_BAN_MINUTES + 1]) {
      expect(banCommands('STEAM_0:1:1', minutes)).toEqual({
        ok: false,
        error: `una duración que no es de 0 a ${MAX_BAN_MINUTES} minutos enteros`,
      });
    }
  });

  // Issue 41, item 2: staff could enter ten years while the commands stopped at 366 days.
  it('send every ban staff may give: one limit for both, 367 days included', () => {
    expect(MAX_STAFF_BAN_MINUTES).toBe(MAX_BAN_MINUTES);
    expect(commandsOf(banCommands('STEAM_0:1:1', 367 * 24 * 60))).toEqual(['banid 528480 STEAM_0:1:1 kick', 'writeid']);
    expect(banCommands('STEAM_0:1:1', MAX_STAFF_BAN_MINUTES)).toMatchObject({ ok: true });
  });
});
