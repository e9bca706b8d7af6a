import type { Core, UID } from '@strapi/strapi';

// The rule book: the published rule sets, the general one (no game mode) first, then by position and title.
// Each rule is numbered by its place and has its anchor, `<section slug>-<number>` (`#general-3`), so a ban
// reason or a message can link one rule.

const RULE_SET_UID = 'api::rule-set.rule-set' as UID.ContentType;

type RuleSetRow = {
  slug: string;
  title: string;
  gameMode?: string | null;
  intro?: string | null;
  position?: number | null;
  updatedAt: string;
  rules?: { text?: string | null }[] | null;
};

function ruleSetOf(row: RuleSetRow) {
  const texts = (row.rules ?? []).map((rule) => rule.text?.trim() ?? '').filter((text) => text !== '');
  return {
    slug: row.slug,
    title: row.title,
    gameMode: row.gameMode?.trim() || null,
    intro: row.intro?.trim() || null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    rules: texts.map((text, index) => ({ number: index + 1, anchor: `${row.slug}-${index + 1}`, text })),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async book() {
    const rows = (await (
      strapi.documents(RULE_SET_UID) as unknown as { findMany: (params: object) => Promise<RuleSetRow[]> }
    ).findMany({
      status: 'published',
      populate: { rules: true },
      sort: [{ position: 'asc' }, { title: 'asc' }],
    })) as RuleSetRow[];
    const sets = rows.map(ruleSetOf);
    // The general rules come first whatever their position: every mode's rules add to them.
    sets.sort((a, b) => Number(a.gameMode !== null) - Number(b.gameMode !== null));
    const updatedAt = sets.reduce<string | null>(
      (latest, set) => (latest === null || set.updatedAt > latest ? set.updatedAt : latest),
      null,
    );
    return { data: sets, meta: { updatedAt } };
  },
});
