import { blockEtag, managedBlock, MANAGED_BEGIN, MANAGED_END } from '../users-ini';

// The managed block of users.ini: only lines that cannot break the file are ever written.
describe('the managed users.ini block', () => {
  it('writes one sorted line per Steam ID, flags merged, between its markers', () => {
    expect(
      managedBlock([
        { steamId: 'STEAM_0:1:2', flags: 'tb' },
        { steamId: 'STEAM_0:0:1', flags: 'bt' },
        { steamId: 'STEAM_0:1:2', flags: 'c' },
      ]),
    ).toBe(`${MANAGED_BEGIN}\n"STEAM_0:0:1" "" "bt" "ce"\n"STEAM_0:1:2" "" "bct" "ce"\n${MANAGED_END}\n`);
    expect(managedBlock([])).toBe(`${MANAGED_BEGIN}\n${MANAGED_END}\n`);
  });

  it.each([
    'STEAM_0:1:2" "" "abcdefghijklmnopqrstu" "ce',
    'STEAM_0:1:2\n"STEAM_0:0:9" "" "l" "ce"',
    'STEAM_0:1:2;',
    'STEAM_0:1:2 ',
    '[U:1:5]',
    'STEAM_0:2:5',
    'STEAM_0:1:12345678901',
  ])('never writes the Steam ID %j', (steamId) => {
    expect(managedBlock([{ steamId, flags: 'bt' }])).toBe(`${MANAGED_BEGIN}\n${MANAGED_END}\n`);
  });

  it.each(['', 'bt"', 'b t', 'BT', 'b;t'])('never writes the flags %j', (flags) => {
    expect(managedBlock([{ steamId: 'STEAM_0:1:2', flags }])).toBe(`${MANAGED_BEGIN}\n${MANAGED_END}\n`);
  });

  it('has an ETag that changes with the block', () => {
    const one = managedBlock([{ steamId: 'STEAM_0:1:2', flags: 'bt' }]);
    expect(blockEtag(one)).toBe(blockEtag(one));
    expect(blockEtag(one)).not.toBe(blockEtag(managedBlock([])));
  });
});
