import type { KoaContext } from '../../../http/content-api';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { demoPurchaseEnabled } from '../../../env/demo';
import { forbidden, unauthorized } from '../../../http/errors';
import { USER_UID, type UserType } from '../../../users/user-fields';
import { plainBody, refuseUnknownKeys } from '../../../users/validation';

const PAID_PLANS: readonly UserType[] = ['premium', 'admin'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // POST /api/membership/demo-purchase { plan }: the demo's stand-in for a payment. The CMS records the
  // new userType, so every later read of the user agrees with what the site shows; with DEMO_PURCHASE
  // off (the default, and what production wants) nobody can change their own role.
  async demoPurchase(ctx: KoaContext) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) unauthorized();
    if (!demoPurchaseEnabled()) {
      forbidden('La compra de membresías todavía no está disponible en este sitio.');
    }
    const body = plainBody(ctx.request.body);
    refuseUnknownKeys(body, ['plan']);
    const plan = body.plan;
    if (typeof plan !== 'string' || !PAID_PLANS.includes(plan as UserType)) {
      throw new errors.ValidationError('Elegí un plan válido: premium o admin.');
    }
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { userType: plan } });
    const updated = await strapi.db.query(USER_UID).findOne({
      where: { id: user.id },
      populate: { profilePicture: true },
    });
    ctx.body = {
      data: await strapi.contentAPI.sanitize.output(updated, strapi.getModel(USER_UID), { auth: ctx.state.auth }),
    };
  },
});
