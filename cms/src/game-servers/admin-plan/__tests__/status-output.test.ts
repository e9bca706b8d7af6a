import { statusPlayers } from '../status-output';

describe('statusPlayers: the players of a GoldSrc status answer', () => {
  it('reads each player row, without the address, and skips bots, pending IDs and anything else', () => {
    const output = [
      'hostname:  CS Argentina #1',
      'players :  4 active (32 max)',
      '',
      '#      name userid uniqueid frag time ping loss adr',
      '# 1 "Tincho AWP" 12 STEAM_0:1:234 15 10:21 48 0 190.1.2.3:27005',
      '#10 "El "raro" nombre" 7 STEAM_0:0:99 -2 1:02:03 120 3',
      '# 3 "Bot" 8 BOT 0 5:00 0 0',
      '# 4 "Llegando" 9 STEAM_ID_PENDING 0 0:05 80 0',
      '# 5 "rcon_password x; quit" 10 STEAM_0:1:5; 0 0:10 10 0',
      '4 users',
    ].join('\n');
    expect(statusPlayers(output)).toEqual([
      { uid: 12, name: 'Tincho AWP', steamId: 'STEAM_0:1:234', frags: 15, time: '10:21' },
      { uid: 7, name: 'El "raro" nombre', steamId: 'STEAM_0:0:99', frags: -2, time: '1:02:03' },
    ]);
    expect(JSON.stringify(statusPlayers(output))).not.toContain('190.1.2.3');
  });

  it('keeps at most 64 players and cuts long names', () => {
    const rows = Array.from({ length: 80 }, (_, i) => `#${i % 99} "${'x'.repeat(60)}" ${i} STEAM_0:0:${i} 0 1:00 5 0`);
    const players = statusPlayers(rows.join('\n'));
    expect(players).toHaveLength(64);
    expect(players[0].name).toHaveLength(32);
  });
});
