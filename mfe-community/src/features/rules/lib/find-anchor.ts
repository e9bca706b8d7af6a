import { gameModeAnchor } from '@cs16ar/shared';
import type { RuleSet } from '../types/rule-book';

export type AnchorTarget =
  | { kind: 'none' }
  | { kind: 'section'; id: string }
  | { kind: 'rule'; id: string; sectionTitle: string; number: number }
  /** A section or rule the book does not have (a mode without rules of its own, an old link). */
  | { kind: 'missing'; asked: string };

/**
 * What `#…` in the address points at: a section by its slug, or by its game mode as a server's detail links
 * it (`#zombie-escape`), or one rule (`#general-3`).
 */
export function findAnchor(sets: RuleSet[], hash: string): AnchorTarget {
  let asked = hash.replace(/^#/, '');
  try {
    asked = decodeURIComponent(asked);
  } catch {
    // Not valid percent-encoding: looked up as it came, which matches nothing.
  }
  if (asked === '') return { kind: 'none' };
  for (const set of sets) {
    if (set.slug === asked || (set.gameMode !== null && gameModeAnchor(set.gameMode) === asked)) {
      return { kind: 'section', id: set.slug };
    }
    const rule = set.rules.find((candidate) => candidate.anchor === asked);
    if (rule) return { kind: 'rule', id: rule.anchor, sectionTitle: set.title, number: rule.number };
  }
  return { kind: 'missing', asked };
}
