import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { forbidden, unauthorized } from '../../../http/errors';
import { countFailure, refuseIfExhausted } from '../../../http/rate-limits';
import { gameServers } from '../../../game-servers';
import { keyFromAuthorization } from '../../../game-servers/privileges/server-keys';
import { isStaffRole } from '../../../users/staff-members';

// Thin controllers over src/game-servers/privileges.

const TOO_MANY_KEYS = (wait: string) => `Demasiadas claves de servidor inválidas desde esta dirección. Esperá ${wait}.`;

// The server a request's key belongs to; null (401 answered, the failure counted against the address) for none.
async function serverOfRequest(strapi: Core.Strapi, ctx: KoaContext): Promise<{ documentId: string } | null> {
  await refuseIfExhausted(ctx, 'serverKey', ctx.request.ip, TOO_MANY_KEYS);
  const server = await gameServers(strapi).privileges.serverOfKey(keyFromAuthorization(ctx.get('authorization')));
  if (server) return server;
  await countFailure('serverKey', ctx.request.ip);
  refuseKey(ctx);
  return null;
}

function refuseKey(ctx: KoaContext): void {
  ctx.status = 401;
  ctx.body = {
    data: null,
    error: { status: 401, name: 'UnauthorizedError', message: 'La clave del servidor no es válida.' },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // GET /api/game-server/users-ini (Authorization: Bearer <the server's key>): the server's managed users.ini block,
  // whole, with its ETag; 304 while unchanged; 401 (counted) for a missing or wrong key.
  async usersIni(ctx: KoaContext) {
    const server = await serverOfRequest(strapi, ctx);
    if (!server) return;
    const { body, etag } = await gameServers(strapi).privileges.blockFor(server.documentId);
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', 'no-cache');
    if (ctx.get('if-none-match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = body;
  },

  // POST /api/game-server/users-ini/applied (the same key): the script replaced the block; amx_reloadadmins follows.
  async applied(ctx: KoaContext) {
    const server = await serverOfRequest(strapi, ctx);
    if (!server) return;
    await gameServers(strapi).privileges.blockApplied(server.documentId);
    ctx.body = { data: { reload: 'queued' } };
  },

  // GET /api/membership/me/privileges (signed in): the player's flags and which servers confirmed them.
  async mine(ctx: KoaContext) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) unauthorized();
    ctx.body = { data: await gameServers(strapi).privileges.ofMember(user.id) };
  },

  // POST /api/game-server/keys/:documentId (staff): a new key for the server, answered once; the old one stops.
  async rotateKey(ctx: KoaContext) {
    const user = ctx.state.user as { staffRole?: string | null; blocked?: boolean | null } | undefined;
    if (!user) unauthorized();
    if (user.blocked || !isStaffRole(user.staffRole)) forbidden('Solo el staff de la comunidad puede crear claves.');
    const documentId = String(ctx.params.documentId ?? '');
    const key = /^[a-z0-9]{1,64}$/.test(documentId) ? await gameServers(strapi).privileges.rotateKey(documentId) : null;
    if (!key) throw new errors.NotFoundError('No existe ese servidor.');
    ctx.body = { data: { key } };
  },
});
