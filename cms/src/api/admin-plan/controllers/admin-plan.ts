import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { unauthorized } from '../../../http/errors';
import { gameServers } from '../../../game-servers';
import {
  AdminPlanRefusal,
  MAX_ADMIN_PLAN_BAN_MINUTES,
  type AdminPlanMember,
} from '../../../game-servers/admin-plan/admin-plan-service';
import { MAX_BAN_REASON_LENGTH } from '../../../game-servers/game-log/ban-lines';
import { plainBody, refuseUnknownKeys } from '../../../users/validation';

// Thin controllers over src/game-servers/admin-plan.

const invalid = (message: string): never => {
  throw new errors.ValidationError(message);
};

function uidOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 999_999) {
    invalid('Elegí un jugador de la lista de tu servidor.');
  }
  return value as number;
}

function reasonOf(value: unknown, required: boolean): string | null {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && value !== null && typeof value !== 'string') invalid('El motivo tiene que ser un texto.');
  if (required && reason.length < 3) invalid('Escribí el motivo del baneo (al menos 3 caracteres).');
  if (Array.from(reason).length > MAX_BAN_REASON_LENGTH) {
    invalid(`El motivo puede tener hasta ${MAX_BAN_REASON_LENGTH} caracteres.`);
  }
  return reason || null;
}

// Runs the action for the signed-in Admin member; their refusal (or the action's) as its status and Spanish message.
async function answering<T>(ctx: KoaContext, strapi: Core.Strapi, run: (admin: AdminPlanMember) => Promise<T>) {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) unauthorized();
  try {
    ctx.body = { data: await run(await gameServers(strapi).adminPlan.memberOf(user.id)) };
  } catch (error) {
    if (!(error instanceof AdminPlanRefusal)) throw error;
    if (error.status !== 503) ctx.throw(error.status, error.message);
    ctx.status = 503;
    ctx.set('Retry-After', '30');
    ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: error.message } };
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // GET /api/admin-plan/server: the admin's server, its players now and their own latest actions.
  async server(ctx: KoaContext) {
    await answering(ctx, strapi, (admin) => gameServers(strapi).adminPlan.panel(admin));
  },

  // POST /api/admin-plan/kick { uid, reason? }: `kick #uid` on their server, recorded as theirs.
  async kick(ctx: KoaContext) {
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['uid', 'reason']);
    const uid = uidOf(body.uid);
    const reason = reasonOf(body.reason, false);
    await answering(ctx, strapi, (admin) => gameServers(strapi).adminPlan.kick(admin, uid, reason));
  },

  // POST /api/admin-plan/ban { uid, minutes, reason }: at most seven days, on their server, in their name.
  async ban(ctx: KoaContext) {
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['uid', 'minutes', 'reason']);
    const uid = uidOf(body.uid);
    const { minutes } = body;
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < 1 ||
      minutes > MAX_ADMIN_PLAN_BAN_MINUTES
    ) {
      invalid(`La duración tiene que ser de 1 a ${MAX_ADMIN_PLAN_BAN_MINUTES} minutos (siete días como máximo).`);
    }
    const reason = reasonOf(body.reason, true) as string;
    await answering(ctx, strapi, (admin) =>
      gameServers(strapi).adminPlan.ban(admin, { uid, minutes: minutes as number, reason }),
    );
  },
});
