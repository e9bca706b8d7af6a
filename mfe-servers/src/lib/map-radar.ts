import cache from '../assets/radars/cache.svg';
import cobblestone from '../assets/radars/cobblestone.svg';
import dust2 from '../assets/radars/dust2.svg';
import inferno from '../assets/radars/inferno.svg';
import mirage from '../assets/radars/mirage.svg';
import nuke from '../assets/radars/nuke.svg';
import overpass from '../assets/radars/overpass.svg';
import train from '../assets/radars/train.svg';
import unknown from '../assets/radars/unknown.svg';
import vertigo from '../assets/radars/vertigo.svg';

// Radar images drawn by us and shipped with this remote (no images from other sites). docs/product.md §2 names the
// maps that get one; webpack turns each file into a hashed URL, so a page only downloads the one it shows.
const radars = { dust2, mirage, inferno, nuke, train, vertigo, cache, overpass, cobblestone } as const;

export type RadarMap = keyof typeof radars;

// What game servers report for the same map (de_cbble is cobblestone's file name in CS 1.6).
const aliases: Record<string, RadarMap> = { cbble: 'cobblestone' };

export type MapRadar = {
  /** The known map, or null for the neutral placeholder. */
  map: RadarMap | null;
  src: string;
};

/** "de_dust2" → dust2's radar; anything we did not draw → the placeholder. */
export function radarFor(mapName: string | null | undefined): MapRadar {
  const key = (mapName ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(de|cs|as|es)_/, '');
  const map = Object.hasOwn(radars, key) ? (key as RadarMap) : Object.hasOwn(aliases, key) ? aliases[key]! : null;
  return map ? { map, src: radars[map] } : { map: null, src: unknown };
}
