import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { unauthorized } from '../../../http/errors';
import { consumeOrRefuse } from '../../../http/rate-limits';
import { answerOrRefuse } from '../../../http/refusal';
import { gameServers } from '../../../game-servers';
import { MAX_ADMIN_PLAN_BAN_MINUTES, type AdminPlanMember } from '../../../game-servers/admin-plan/admin-plan-service';
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

function signedInId(ctx: KoaContext): number {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) unauthorized();
  return user.id;
}

// Runs the action for the signed-in Admin member; their refusal (or the action's) as its status and Spanish message.
async function answering<T>(ctx: KoaContext, strapi: Core.Strapi, run: (admin: AdminPlanMember) => Promise<T>) {
  const userId = signedInId(ctx);
  await answerOrRefuse(ctx, async () => run(await gameServers(strapi).adminPlan.memberOf(userId)));
}

// Each kick or ban sends rcon to a game server: an admin's clicks are counted (src/http/rate-limits.ts).
async function countAction(ctx: KoaContext) {
  await consumeOrRefuse(
    ctx,
    'adminPlanAction',
    String(signedInId(ctx)),
    (wait) => `Hiciste muchas acciones seguidas en tu servidor. Esperá ${wait} y probá de nuevo.`,
  );
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
    await countAction(ctx);
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
    await countAction(ctx);
    await answering(ctx, strapi, (admin) =>
      gameServers(strapi).adminPlan.ban(admin, { uid, minutes: minutes as number, reason }),
    );
  },
});
