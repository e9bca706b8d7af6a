import type { Knex } from 'knex';
import { DAY_MS } from '../../time/argentina';
import { toNumber } from './stats-store';
import { DAYS_TABLE, TOTALS_TABLE, WEAPON_DAYS_TABLE } from './tables';
import { MULTI_HIT_WEAPONS } from './weapon-hits';

// The awards of the day (issue 46): for each server and finished Argentine day, the player with the most of each
// figure below (at least the minimum), from the day's own rows, so a past day's awards never change and need no job
// to be kept. Ties go to the lower Steam ID, so every read names the same winner. The table is docs/product.md's.

export type AwardRule = {
  id: string;
  /** What the site calls it. */
  title: string;
  /** How it is won, as the site says it. */
  rule: string;
  /** The winner's figure, as the site writes it: "{n} kills". */
  unit: { one: string; many: string };
  /** SQL of the player's figure on the day, over `source`'s rows of that player, server and day. */
  source: 'days' | 'weapons';
  value: string;
  /** Only `source`'s rows where this holds (a weapon). */
  where?: string;
  /** The least figure that wins it; with `having`, a condition on the day's rows too (enough shots). */
  minimum: number;
  having?: string;
};

// Accuracy counts the weapons one shot of which hits once (weapon-hits.ts): a shotgun's pellets would top it.
export const MIN_ACCURACY_SHOTS = 100;

export const AWARD_RULES: readonly AwardRule[] = [
  {
    id: 'kills',
    title: 'Más kills',
    rule: 'Más kills en el día.',
    unit: { one: 'kill', many: 'kills' },
    source: 'days',
    value: 'SUM(kills)',
    minimum: 1,
  },
  {
    id: 'headshots',
    title: 'Rey del headshot',
    rule: 'Más headshots en el día.',
    unit: { one: 'headshot', many: 'headshots' },
    source: 'days',
    value: 'SUM(headshots)',
    minimum: 1,
  },
  {
    id: 'accuracy',
    title: 'Mejor puntería',
    rule: `Más impactos por disparo, con al menos ${MIN_ACCURACY_SHOTS} disparos (sin escopetas ni granadas).`,
    unit: { one: '% de precisión', many: '% de precisión' },
    source: 'weapons',
    value: 'ROUND(100.0 * SUM(hits) / NULLIF(SUM(shots), 0), 1)',
    where: `weapon NOT IN (${MULTI_HIT_WEAPONS.map((weapon) => `'${weapon}'`).join(', ')})`,
    minimum: 0.1,
    having: `SUM(shots) >= ${MIN_ACCURACY_SHOTS}`,
  },
  {
    id: 'awp',
    title: 'Francotirador',
    rule: 'Más kills con AWP en el día.',
    unit: { one: 'kill con AWP', many: 'kills con AWP' },
    source: 'weapons',
    value: 'SUM(kills)',
    where: "weapon = 'awp'",
    minimum: 1,
  },
  {
    id: 'knife',
    title: 'Cuchillero',
    rule: 'Más kills con cuchillo en el día.',
    unit: { one: 'kill con cuchillo', many: 'kills con cuchillo' },
    source: 'weapons',
    value: 'SUM(kills)',
    where: "weapon = 'knife'",
    minimum: 1,
  },
  {
    id: 'bombs',
    title: 'Demoledor',
    rule: 'Más bombas plantadas en el día.',
    unit: { one: 'bomba plantada', many: 'bombas plantadas' },
    source: 'days',
    value: 'SUM(bombs_planted)',
    minimum: 1,
  },
  {
    id: 'play-time',
    title: 'Incansable',
    rule: 'Más tiempo jugado en el día, al menos una hora.',
    unit: { one: 'minuto jugado', many: 'minutos jugados' },
    source: 'days',
    value: 'ROUND(SUM(play_seconds) / 60.0)',
    minimum: 60,
  },
];

export type AwardWinner = {
  serverDocumentId: string;
  day: number;
  award: AwardRule;
  steamId: string;
  name: string;
  value: number;
};

/** "2026-12-03": an Argentine day number as its calendar date. */
export const dayDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// Every award won on the days from `fromDay` to `toDay` (both included), on one server or all; per server and day,
// in AWARD_RULES' order.
export async function awardWinners(
  knex: Knex,
  { fromDay, toDay, serverDocumentId }: { fromDay: number; toDay: number; serverDocumentId?: string },
): Promise<AwardWinner[]> {
  const winners: AwardWinner[] = [];
  for (const award of AWARD_RULES) {
    const perPlayer = knex(award.source === 'days' ? DAYS_TABLE : WEAPON_DAYS_TABLE)
      .select('server_document_id', 'day', 'steam_id', knex.raw(`${award.value} AS value`))
      .whereBetween('day', [fromDay, toDay])
      .groupBy('server_document_id', 'day', 'steam_id');
    if (serverDocumentId) perPlayer.where('server_document_id', serverDocumentId);
    if (award.where) perPlayer.whereRaw(award.where);
    if (award.having) perPlayer.havingRaw(award.having);
    const rows = (await knex
      .select('best.server_document_id', 'best.day', 'best.steam_id', 'best.value', `${TOTALS_TABLE}.name`)
      .from(
        knex
          .select('*')
          .distinctOn(['server_document_id', 'day'])
          .from(perPlayer.as('figures'))
          .where('value', '>=', award.minimum)
          .orderBy([
            { column: 'server_document_id' },
            { column: 'day' },
            { column: 'value', order: 'desc' },
            { column: 'steam_id' },
          ])
          .as('best'),
      )
      .leftJoin(TOTALS_TABLE, function joinTotals() {
        this.on(`${TOTALS_TABLE}.server_document_id`, 'best.server_document_id').andOn(
          `${TOTALS_TABLE}.steam_id`,
          'best.steam_id',
        );
      })) as { server_document_id: string; day: unknown; steam_id: string; value: unknown; name: string | null }[];
    for (const row of rows) {
      winners.push({
        serverDocumentId: row.server_document_id,
        day: toNumber(row.day),
        award,
        steamId: row.steam_id,
        name: row.name ?? '',
        value: toNumber(row.value),
      });
    }
  }
  return winners;
}
