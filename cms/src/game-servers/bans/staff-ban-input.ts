import { errors } from '@strapi/utils';
import { readTypedPlayerId } from '../game-log/steam-id';
import { plainBody, refuseUnknownKeys } from '../../users/validation';
import { MAX_BAN_MINUTES } from '../rcon/ban-commands';
import { MAX_BAN_REASON_LENGTH } from '../game-log/ban-lines';
import { DOCUMENT_ID } from '../../community/document-id';

// What staff send to ban someone from the site (POST /api/bans), checked field by field before anything is
// stored, each refusal a Spanish 400 (docs/product.md §5).

// As long as a ban the servers take (src/game-servers/rcon/ban-commands.ts).
export const MAX_STAFF_BAN_MINUTES = MAX_BAN_MINUTES;
export const MAX_INTERNAL_NOTE_LENGTH = 1000;
const RULE_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type StaffBanInput = {
  steamId: string;
  playerName: string | null;
  serverDocumentId: string | null;
  reason: string;
  // null: permanent.
  minutes: number | null;
  ruleAnchor: string | null;
  internalNote: string | null;
};

const invalid = (message: string): never => {
  throw new errors.ValidationError(message);
};

function optionalText(value: unknown, max: number, message: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || Array.from(value.trim()).length > max) invalid(message);
  return (value as string).trim() || null;
}

export function readStaffBanInput(raw: unknown): StaffBanInput {
  const body = plainBody(raw);
  refuseUnknownKeys(body, ['steamId', 'playerName', 'server', 'reason', 'minutes', 'ruleAnchor', 'internalNote']);
  const steamId = typeof body.steamId === 'string' ? readTypedPlayerId(body.steamId.slice(0, 40)) : null;
  if (!steamId) invalid('Ingresá el Steam ID del jugador (STEAM_0:1:123, [U:1:247] o 7656119…).');
  const reason = optionalText(
    body.reason,
    MAX_BAN_REASON_LENGTH,
    `El motivo puede tener hasta ${MAX_BAN_REASON_LENGTH} caracteres.`,
  );
  if (!reason) invalid('Escribí el motivo del baneo.');
  if (!('minutes' in body)) invalid('Indicá la duración en minutos, o null si es permanente.');
  const minutes = body.minutes;
  if (
    minutes !== null &&
    (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_STAFF_BAN_MINUTES)
  ) {
    invalid(
      `La duración tiene que ser un número entero de minutos entre 1 y ${MAX_STAFF_BAN_MINUTES}, o null si es permanente.`,
    );
  }
  const server = body.server;
  if (server !== undefined && server !== null && (typeof server !== 'string' || !DOCUMENT_ID.test(server))) {
    invalid('Ese servidor no existe.');
  }
  const ruleAnchor = optionalText(
    body.ruleAnchor,
    60,
    'La regla tiene que ser el enlace de una regla, como general-3.',
  );
  if (ruleAnchor && !RULE_ANCHOR.test(ruleAnchor))
    invalid('La regla tiene que ser el enlace de una regla, como general-3.');
  return {
    steamId: steamId as string,
    playerName: optionalText(body.playerName, 64, 'El nick puede tener hasta 64 caracteres.'),
    serverDocumentId: (server as string | null | undefined) ?? null,
    reason: reason as string,
    minutes: minutes as number | null,
    ruleAnchor,
    internalNote: optionalText(
      body.internalNote,
      MAX_INTERNAL_NOTE_LENGTH,
      `La nota interna puede tener hasta ${MAX_INTERNAL_NOTE_LENGTH} caracteres.`,
    ),
  };
}

// POST /api/bans/:documentId/shorten: the new whole duration in minutes, counted from when the ban was set
// (whether it is shorter than the current one is the store's to check, against the ban itself).
export function readShortenInput(raw: unknown): { minutes: number } {
  const body = plainBody(raw);
  refuseUnknownKeys(body, ['minutes']);
  const minutes = body.minutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_STAFF_BAN_MINUTES) {
    invalid(`La duración nueva tiene que ser un número entero de minutos entre 1 y ${MAX_STAFF_BAN_MINUTES}.`);
  }
  return { minutes: minutes as number };
}

export function readLiftInput(raw: unknown): void {
  refuseUnknownKeys(plainBody(raw ?? {}), []);
}
