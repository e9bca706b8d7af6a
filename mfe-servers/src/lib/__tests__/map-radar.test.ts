import { radarFor } from '../map-radar';

// Jest gives each image the URL webpack would (shared/build/file-transform.cjs): /assets/<file name>, so
// these tests see which drawing a map gets, not just that it gets something.
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
    [' de_nuke ', 'nuke'],
  ])('%s shows the %s radar', (reported, map) => {
    expect(radarFor(reported)).toEqual({ map, src: `/assets/${map}.svg` });
  });

  it.each([['cs_office'], ['zm_ice_attack3'], [''], [null], [undefined], ['toString'], ['de_dust2_long']])(
    '%p shows the neutral placeholder',
    (reported) => {
      expect(radarFor(reported)).toEqual({ map: null, src: '/assets/unknown.svg' });
    },
  );

  it('gives every known map its own drawing', () => {
    const maps = ['dust2', 'mirage', 'inferno', 'nuke', 'train', 'vertigo', 'cache', 'overpass', 'cobblestone'];
    const sources = new Set(maps.map((map) => radarFor(`de_${map}`).src));
    expect(sources.size).toBe(maps.length);
    expect(sources.has(radarFor(null).src)).toBe(false);
  });
});
