/** `GET /rules` (cms/README.md "API"): the rule book, general rules first. */
export type Rule = {
  /** Its place in its section, from 1. */
  number: number;
  /** `<section>-<number>` (`general-3`): the rule's id on the page, so a ban reason or a message can link it. */
  anchor: string;
  /** Markdown. */
  text: string;
};

export type RuleSet = {
  slug: string;
  title: string;
  /** Null for the general rules, else the game mode as servers name it ("Zombie"). */
  gameMode: string | null;
  intro: string | null;
  updatedAt: string;
  rules: Rule[];
};

export type RuleBook = { data: RuleSet[]; meta: { updatedAt: string | null } };
