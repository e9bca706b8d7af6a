import { parseLogEvent } from '../../game-log/log-events';
import {
  decideBans,
  emptyBanSkips,
  FLOOD_WINDOW_MS,
  MAX_REMEMBERED_KICKS,
  type BanLine,
  type RecentKicks,
} from '../ban-decisions';
import { MAX_BAN_REASON_LENGTH, type BanLogEvent } from '../../game-log/ban-lines';

// The ban, kick and unban lines of the HLDS and AMX Mod X logs, hostile ones included, and what the ban list
// makes of them. Pure functions: no CMS needed (the whole path over UDP is bans-api.test.ts).

const VICTIM = 'Victima<12><STEAM_0:1:4242><>';
const ADMIN = 'Admin<3><STEAM_0:0:77><CT>';

function banEvent(text: string): BanLogEvent {
  const parsed = parseLogEvent(text);
  if (!parsed || !['engine-ban', 'kick', 'amxx-ban', 'amxx-unban'].includes(parsed.type)) {
    throw new Error(`not a ban line: ${text}`);
  }
  return parsed as BanLogEvent;
}

describe('ban lines: the engine', () => {
  it('reads a timed banid, minutes as HLDS writes them (a float)', () => {
    expect(banEvent(`Banid: "${VICTIM}" was banned "for 30.00 minutes" by "Console"`)).toMatchObject({
      type: 'engine-ban',
      player: { name: 'Victima', uid: 12, steamId: 'STEAM_0:1:4242' },
      durationSeconds: 1800,
      by: 'Console',
    });
  });

  it('reads "kicked and banned permanently", and "for 0.00 minutes" as permanent', () => {
    expect(banEvent(`Banid: "${VICTIM}" was kicked and banned "permanently" by "Console"`)).toMatchObject({
      durationSeconds: null,
    });
    expect(banEvent(`Banid: "${VICTIM}" was banned "for 0.00 minutes" by "Console"`)).toMatchObject({
      durationSeconds: null,
    });
  });

  it('reads a kick with its message', () => {
    expect(banEvent(`Kick: "${VICTIM}" was kicked by "Console" (message "Kicked for flooding")`)).toEqual({
      type: 'kick',
      player: expect.objectContaining({ steamId: 'STEAM_0:1:4242' }),
      by: 'Console',
      message: 'Kicked for flooding',
    });
  });

  // Issue 41, item 9: ReHLDS writes the engine's ban as "Ban:", not "Banid:".
  it('reads the "Ban:" form ReHLDS writes', () => {
    expect(banEvent('Ban: "x<3><STEAM_0:1:2><>" was kicked and banned "for 30.00 minutes" by "Console"')).toMatchObject(
      { type: 'engine-ban', player: { uid: 3, steamId: 'STEAM_0:1:2' }, durationSeconds: 1800 },
    );
    expect(banEvent('Ban: "x<3><STEAM_0:1:2><>" was banned "permanently" by "Console"')).toMatchObject({
      type: 'engine-ban',
      durationSeconds: null,
    });
  });

  it('keeps the real victim when a name imitates the rest of the line', () => {
    const name = 'x<1><STEAM_0:0:1><>" was banned "permanently" by "Console';
    const event = banEvent(`Banid: "${name}<12><STEAM_0:1:4242><>" was banned "for 5.00 minutes" by "Console"`);
    expect(event).toMatchObject({ player: { steamId: 'STEAM_0:1:4242', uid: 12 }, durationSeconds: 300 });
  });
});

describe('ban lines: AMX Mod X admincmd', () => {
  it('reads amx_ban: admin, victim, minutes and reason', () => {
    const event = banEvent(
      `[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "60") (reason "wallhack, ver demo")`,
    );
    expect(event).toMatchObject({
      type: 'amxx-ban',
      admin: { name: 'Admin', steamId: 'STEAM_0:0:77' },
      player: { name: 'Victima', steamId: 'STEAM_0:1:4242' },
      durationSeconds: 3600,
      reason: 'wallhack, ver demo',
    });
  });

  // Issue 41, item 9: the players menu (plmenu.amxx) logs its bans without a reason.
  it("reads the players menu's ban, which has no reason", () => {
    expect(banEvent(`[plmenu.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "5")`)).toMatchObject({
      type: 'amxx-ban',
      admin: { steamId: 'STEAM_0:0:77' },
      player: { steamId: 'STEAM_0:1:4242' },
      durationSeconds: 300,
      reason: '',
    });
    expect(banEvent(`[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "0")`)).toMatchObject({
      durationSeconds: null,
    });
  });

  it('reads minutes "0" as permanent', () => {
    const event = banEvent(`[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "0") (reason "")`);
    expect(event).toMatchObject({ durationSeconds: null, reason: '' });
  });

  it('a victim whose name carries another token cannot move the ban onto that player', () => {
    const name = 'evil<5><STEAM_0:0:1><>" (minutes "0") (reason "x';
    const event = banEvent(
      `[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${name}<12><STEAM_0:1:4242><>" (minutes "30") (reason "spam")`,
    );
    expect(event).toMatchObject({ player: { steamId: 'STEAM_0:1:4242' }, durationSeconds: 1800, reason: 'spam' });
  });

  it('cuts a huge reason to the bound and strips control characters', () => {
    const reason = `a\u0007b${'x'.repeat(10 * 1024)}`;
    const event = banEvent(
      `[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "5") (reason "${reason}")`,
    );
    if (event.type !== 'amxx-ban') throw new Error('not an amxx ban');
    expect(Array.from(event.reason)).toHaveLength(MAX_BAN_REASON_LENGTH);
    expect(event.reason.startsWith('a b')).toBe(true);
    expect(event.reason.endsWith('…')).toBe(true);
  });

  it('reads amx_unban of a Steam ID or a non-Steam id, each as what it is; an unban of an address is no line of ours', () => {
    expect(banEvent(`[admincmd.amxx] Cmd: "${ADMIN}" unban "STEAM_0:1:4242"`)).toMatchObject({
      type: 'amxx-unban',
      steamId: 'STEAM_0:1:4242',
    });
    expect(banEvent(`[admincmd.amxx] Cmd: "${ADMIN}" unban "STEAM_1:1:4242"`)).toMatchObject({
      type: 'amxx-unban',
      steamId: 'STEAM_1:1:4242',
    });
    expect(parseLogEvent(`[admincmd.amxx] Cmd: "${ADMIN}" unban "190.2.3.4"`)).toBeNull();
  });

  it('refuses broken and foreign lines without throwing', () => {
    for (const text of [
      'Banid: "no token" was banned "for 30.00 minutes" by "Console"',
      `Banid: "${VICTIM}" was banned "for soon minutes" by "Console"`,
      `[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "-5") (reason "x")`,
      `[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}"`,
      `[admincmd.amxx] Cmd: "${ADMIN}" slap "${VICTIM}"`,
      `[otro.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "5") (reason "x")`,
      `Banid: "${'<'.repeat(900)}" was banned "for 1.00 minutes" by "Console"`,
    ]) {
      expect(parseLogEvent(text)).toBeNull();
    }
  });
});

describe('decideBans: what the ban list records', () => {
  const at = 1_800_000_000_000;
  const line = (text: string, offsetMs = 0, serverDocumentId = 'srv1'): BanLine => ({
    serverDocumentId,
    at: at + offsetMs,
    event: banEvent(text),
  });
  const kick = (message: string) => `Kick: "${VICTIM}" was kicked by "Console" (message "${message}")`;
  const fiveMinutes = `Banid: "${VICTIM}" was banned "for 5.00 minutes" by "Console"`;

  it('records an engine ban by the console with no admin name, and an amx_ban with its admin', () => {
    const skips = emptyBanSkips();
    const decisions = decideBans(
      [
        line(`Banid: "${VICTIM}" was banned "for 30.00 minutes" by "Console"`),
        line(`[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "0") (reason "aimbot")`),
      ],
      new Map(),
      skips,
    );
    expect(decisions).toEqual([
      expect.objectContaining({ kind: 'ban', adminName: null, source: 'engine', durationSeconds: 1800 }),
      expect.objectContaining({
        kind: 'ban',
        adminName: 'Admin',
        adminSteamId: 'STEAM_0:0:77',
        reason: 'aimbot',
        durationSeconds: null,
        source: 'amxx',
      }),
    ]);
  });

  it('the flood rule: a short engine ban right after a kick for flooding is not listed', () => {
    const skips = emptyBanSkips();
    const kicks: RecentKicks = new Map();
    expect(decideBans([line(kick('Kicked for flooding')), line(fiveMinutes, 2000)], kicks, skips)).toEqual([]);
    expect(skips.flood).toBe(1);
  });

  it('the flood rule does not apply to another message, a later ban, a longer ban, another server or AMX Mod X', () => {
    const cases: BanLine[][] = [
      [line(kick('Te portaste mal')), line(fiveMinutes, 1000)],
      [line(kick('flooding')), line(fiveMinutes, FLOOD_WINDOW_MS + 1)],
      [line(kick('flooding')), line(`Banid: "${VICTIM}" was banned "for 6.00 minutes" by "Console"`, 1000)],
      [line(kick('flooding')), line(fiveMinutes, 1000, 'srv2')],
      [
        line(kick('flooding')),
        line(`[admincmd.amxx] Ban: "${ADMIN}" ban and kick "${VICTIM}" (minutes "5") (reason "flood")`, 1000),
      ],
    ];
    for (const lines of cases) {
      const skips = emptyBanSkips();
      expect(decideBans(lines, new Map(), skips)).toHaveLength(1);
      expect(skips.flood).toBe(0);
    }
  });

  it('a ban of a bot or an unvalidated id is nobody to list', () => {
    const skips = emptyBanSkips();
    const decisions = decideBans(
      [
        line('Banid: "Bot<4><BOT><>" was banned "for 30.00 minutes" by "Console"'),
        line('Banid: "Nuevo<5><STEAM_ID_PENDING><>" was banned "permanently" by "Console"'),
      ],
      new Map(),
      skips,
    );
    expect(decisions).toEqual([]);
    expect(skips.noSteamId).toBe(2);
  });

  it("an unban names the admin, and the console when the token is the server's", () => {
    const decisions = decideBans(
      [
        line(`[admincmd.amxx] Cmd: "${ADMIN}" unban "STEAM_0:1:4242"`),
        line('[admincmd.amxx] Cmd: "Servidor<0><><>" unban "STEAM_0:1:4242"'),
      ],
      new Map(),
      emptyBanSkips(),
    );
    expect(decisions).toEqual([
      expect.objectContaining({ kind: 'unban', steamId: 'STEAM_0:1:4242', adminName: 'Admin' }),
      expect.objectContaining({ kind: 'unban', steamId: 'STEAM_0:1:4242', adminName: null, adminSteamId: null }),
    ]);
  });

  it('remembers a bounded number of kicks however many arrive', () => {
    const kicks: RecentKicks = new Map();
    const lines = Array.from({ length: MAX_REMEMBERED_KICKS * 3 }, (_, index) =>
      line(`Kick: "P<${index + 1}><STEAM_0:0:${index + 1}><>" was kicked by "Console" (message "flood")`, index),
    );
    decideBans(lines, kicks, emptyBanSkips());
    expect(kicks.size).toBe(MAX_REMEMBERED_KICKS);
  });
});
