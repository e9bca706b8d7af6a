import { radarFor } from '../map-radar';

describe('map radar', () => {
  it.each([
    ['de_dust2', 'dust2'],
    ['de_mirage', 'mirage'],
    ['de_inferno', 'inferno'],
    ['de_nuke', 'nuke'],
    ['de_train', 'train'],
    ['de_vertigo', 'vertigo'],
    ['de_cache', 'cache'],
    ['de_overpass', 'overpass'],
    ['de_cbble', 'cobblestone'],
    ['DE_DUST2', 'dust2'],
  ])('%s has the %s radar', (reported, map) => {
    expect(radarFor(reported).map).toBe(map);
  });

  it.each([['cs_office'], ['zm_ice_attack3'], [''], [null], ['toString'], ['de_dust2_long']])(
    '%p gets the neutral placeholder',
    (reported) => {
      const radar = radarFor(reported);
      expect(radar.map).toBeNull();
      expect(radar.src).toBeTruthy();
    },
  );
});
