import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isPaidPlanId, MEMBERSHIP_STATES, type MembershipState } from '@cs16ar/contracts';
import type { KoaContext } from '../../../http/content-api';
import { forbidden, unauthorized } from '../../../http/errors';
import { answerOrRefuse } from '../../../http/refusal';
import { memberships, NOTIFICATION_TOPICS, type NotificationTopic } from '../../../memberships';
import { isStaffRole } from '../../../users/staff-members';
import { plainBody, refuseUnknownKeys } from '../../../users/validation';

// Thin controllers over src/memberships (cms/README.md "Memberships").

type SignedIn = { id: number; email?: string | null; username: string; nickname?: string | null };

function signedIn(ctx: KoaContext): SignedIn {
  const user = ctx.state.user as SignedIn | undefined;
  if (!user) unauthorized();
  return user;
}

function staffOf(ctx: KoaContext): { userId: number; name: string } {
  const user = ctx.state.user as (SignedIn & { staffRole?: string | null; blocked?: boolean | null }) | undefined;
  if (!user) unauthorized();
  if (user.blocked || !isStaffRole(user.staffRole)) {
    forbidden('Solo el staff de la comunidad puede gestionar membresías.');
  }
  return { userId: user.id, name: user.nickname || user.username };
}

function planOf(value: unknown) {
  if (!isPaidPlanId(value)) throw new errors.ValidationError('Elegí un plan válido: premium o admin.');
  return value;
}

// A staff action's reason, 3–300 characters once trimmed.
function reasonOf(value: unknown, message: string): string {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason.length < 3 || reason.length > 300) throw new errors.ValidationError(message);
  return reason;
}

// A server's documentId as the API shows it.
function serverIdOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/.test(value)) {
    throw new errors.ValidationError('Elegí uno de los servidores de la comunidad.');
  }
  return value;
}

function membershipIdOf(ctx: KoaContext): string {
  const id = String(ctx.params.id ?? '');
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new errors.NotFoundError('No existe esa membresía.');
  return id;
}

const single = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // POST /api/membership/checkout { plan }: where to send the player to pay (MercadoPago's checkout).
  async checkout(ctx: KoaContext) {
    const user = signedIn(ctx);
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['plan', 'serverId']);
    const plan = planOf(body.plan);
    const serverId = body.serverId === undefined ? null : serverIdOf(body.serverId);
    await answerOrRefuse(ctx, () =>
      memberships(strapi).checkout({ id: user.id, email: user.email ?? null }, plan, serverId),
    );
  },

  // POST /api/membership/admin-server { serverId }: the Admin plan's server (once per paid period).
  async chooseAdminServer(ctx: KoaContext) {
    const user = signedIn(ctx);
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['serverId']);
    const serverId = serverIdOf(body.serverId);
    await answerOrRefuse(ctx, () => memberships(strapi).chooseAdminServer(user.id, serverId));
  },

  // GET /api/membership/me: the player's membership (null when they never started one).
  async me(ctx: KoaContext) {
    const user = signedIn(ctx);
    await answerOrRefuse(ctx, () => memberships(strapi).current(user.id));
  },

  // POST /api/membership/change-plan { plan }: { checkoutUrl } where an upgrade is paid (null for a downgrade).
  async changePlan(ctx: KoaContext) {
    const user = signedIn(ctx);
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['plan']);
    const plan = planOf(body.plan);
    await answerOrRefuse(ctx, () => memberships(strapi).changePlan(user.id, plan));
  },

  async cancel(ctx: KoaContext) {
    const user = signedIn(ctx);
    await answerOrRefuse(ctx, () => memberships(strapi).cancel(user.id));
  },

  async retryPayment(ctx: KoaContext) {
    const user = signedIn(ctx);
    await answerOrRefuse(ctx, () => memberships(strapi).retryPayment(user.id));
  },

  // POST /api/membership/webhook: MercadoPago's notifications. The signature first (401, counted, nothing stored);
  // then 200 at once, the work done by a job that fetches the resource back from MercadoPago.
  async webhook(ctx: KoaContext) {
    const body = (ctx.request.body ?? {}) as { type?: unknown; topic?: unknown; data?: { id?: unknown } };
    const query = ctx.query as Record<string, unknown>;
    const queryId = single(query['data.id']) ?? single((query.data as { id?: unknown } | undefined)?.id);
    const dataId = queryId ?? (body.data?.id !== undefined ? String(body.data.id) : null);
    const domain = memberships(strapi);
    const check = domain.checkSignature({
      header: single(ctx.get('x-signature')) || undefined,
      requestId: single(ctx.get('x-request-id')) || undefined,
      dataId,
    });
    if (check !== 'valid') {
      strapi.log.warn(`[memberships] webhook refused: signature ${check}`);
      ctx.status = 401;
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'La firma de la notificación no es válida.' },
      };
      return;
    }
    const topic = single(query.type) ?? single(query.topic) ?? single(body.type) ?? single(body.topic) ?? '';
    const requestId = ctx.get('x-request-id');
    if (dataId && RESOURCE_ID.test(dataId) && (NOTIFICATION_TOPICS as readonly string[]).includes(topic)) {
      await domain.receiveNotification({ topic: topic as NotificationTopic, resourceId: dataId, requestId });
    }
    ctx.status = 200;
    ctx.body = { data: { received: true } };
  },

  // Staff (/admin): members by state, one member, a refund, a courtesy.
  async members(ctx: KoaContext) {
    staffOf(ctx);
    const state = single(ctx.query.state);
    if (state !== null && !(MEMBERSHIP_STATES as readonly string[]).includes(state)) {
      throw new errors.ValidationError(`El estado tiene que ser uno de: ${MEMBERSHIP_STATES.join(', ')}.`);
    }
    await answerOrRefuse(ctx, () => memberships(strapi).list((state as MembershipState | null) ?? undefined));
  },

  async member(ctx: KoaContext) {
    staffOf(ctx);
    const id = membershipIdOf(ctx);
    await answerOrRefuse(ctx, () => memberships(strapi).detail(id));
  },

  async suspendPrivileges(ctx: KoaContext) {
    const staff = staffOf(ctx);
    const id = membershipIdOf(ctx);
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['reason']);
    const reason = reasonOf(body.reason, 'Escribí el motivo de la suspensión (entre 3 y 300 caracteres).');
    await answerOrRefuse(ctx, () => memberships(strapi).suspendPrivileges(staff, id, reason));
  },

  async restorePrivileges(ctx: KoaContext) {
    const staff = staffOf(ctx);
    const id = membershipIdOf(ctx);
    await answerOrRefuse(ctx, () => memberships(strapi).restorePrivileges(staff, id));
  },

  async refund(ctx: KoaContext) {
    const staff = staffOf(ctx);
    const id = String(ctx.params.id ?? '');
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['paymentId']);
    const paymentId = typeof body.paymentId === 'string' ? body.paymentId : '';
    if (!RESOURCE_ID.test(paymentId)) throw new errors.ValidationError('Indicá el número de operación del pago.');
    await answerOrRefuse(ctx, () => memberships(strapi).refund(staff, id, paymentId));
  },

  async courtesy(ctx: KoaContext) {
    const staff = staffOf(ctx);
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['username', 'plan', 'days', 'reason']);
    const plan = planOf(body.plan);
    const { days } = body;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    if (username.length === 0 || username.length > 64) {
      throw new errors.ValidationError('Indicá el nombre de usuario del jugador.');
    }
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) {
      throw new errors.ValidationError('Los días de cortesía tienen que ser entre 1 y 365.');
    }
    const reason = reasonOf(body.reason, 'Escribí el motivo de la cortesía (entre 3 y 300 caracteres).');
    await answerOrRefuse(ctx, () => memberships(strapi).courtesy(staff, { username, plan, days, reason }));
  },
});
