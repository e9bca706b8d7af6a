import { errors } from '@strapi/utils';
import type { KoaContext } from './content-api';

// For reads that take no query string: anything in it is refused, so every answer has one address (and one
// entry in the public-read cache).
export function refuseQueryParameters(ctx: KoaContext): void {
  const keys = Object.keys(ctx.query ?? {});
  if (keys.length > 0) throw new errors.ValidationError(`Parámetro de consulta no válido: ${keys[0].slice(0, 40)}.`);
}
