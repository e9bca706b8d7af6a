import type { Core } from '@strapi/strapi';
import type { PaidPlanId } from '@cs16ar/contracts';
import type { JobSpec } from '../jobs/job-queue';
import { memberships } from '../memberships';
import { mercadoPagoSettings } from '../memberships/mercadopago-settings';
import { USER_UID } from '../users/user-fields';

// The demo accounts `premium` and `admin` hold real memberships, bought through the local MercadoPago stand-in
// (`npm start`): a checkout made by the CMS as for any player, approved on the stand-in, whose notification then
// grants the plan as any payment does. A job (retried while the stand-in is still starting), sent at each start;
// an account that ever had a membership is left as it is.
export const DEMO_MEMBERSHIPS_JOB = 'seed-demo-memberships';
const DEMO_PLANS: readonly PaidPlanId[] = ['premium', 'admin'];

export function demoMembershipsWanted(): boolean {
  return process.env.MERCADOPAGO_SANDBOX === 'true' && mercadoPagoSettings() !== null;
}

async function seedDemoMemberships(strapi: Core.Strapi): Promise<void> {
  const settings = mercadoPagoSettings();
  if (!settings || process.env.MERCADOPAGO_SANDBOX !== 'true') return;
  const domain = memberships(strapi);
  for (const plan of DEMO_PLANS) {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { username: plan },
      select: ['id', 'email'],
    })) as { id: number; email: string | null } | null;
    if (!user) continue;
    const existing = await domain.current(user.id);
    if (existing && existing.state !== 'pending') continue;
    const { checkoutUrl } = await domain.checkout(user, plan);
    const preapprovalId = /\/checkout\/([0-9a-f]{32})$/.exec(checkoutUrl)?.[1];
    if (!preapprovalId) throw new Error(`the stand-in gave no checkout of its own: ${checkoutUrl}`);
    const approved = await fetch(`${settings.apiUrl}/_sandbox/preapprovals/${preapprovalId}/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!approved.ok) throw new Error(`the stand-in refused the demo checkout: ${approved.status}`);
    strapi.log.info(`[seed] demo account ${plan}: membership ${plan} bought through the MercadoPago stand-in`);
  }
}

export function demoMembershipsJob(strapi: Core.Strapi): JobSpec {
  return {
    name: DEMO_MEMBERSHIPS_JOB,
    policy: 'stately',
    retry: { limit: 6, delaySeconds: 2, backoff: true },
    expireInSeconds: 60,
    run: () => seedDemoMemberships(strapi),
  };
}
