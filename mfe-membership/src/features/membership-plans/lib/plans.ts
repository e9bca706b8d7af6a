import { membershipPlans, type UserType } from '@cs16ar/shared';

/** A plan is named after the userType it gives: `regular` is the free "Miembro" plan. */
export type PlanId = UserType;
export type PaidPlanId = Exclude<PlanId, 'regular'>;

export type PlanFeature = { label: string; included: boolean };

export type Plan = {
  id: PlanId;
  name: string;
  /** Pesos per month (docs/product.md §9), the CMS's own prices (`@cs16ar/contracts`); 0 is free. */
  monthlyPrice: number;
  popular: boolean;
  features: PlanFeature[];
};

const included = (label: string): PlanFeature => ({ label, included: true });
const excluded = (label: string): PlanFeature => ({ label, included: false });

/** docs/product.md §2 "Membership" and §9 prices. */
export const plans: readonly Plan[] = [
  {
    id: 'regular',
    name: 'Miembro',
    monthlyPrice: 0,
    popular: false,
    features: [
      included('Acceso a servidores públicos'),
      included('Perfil básico'),
      included('Participación en foros'),
      excluded('Acceso a servidores premium'),
      excluded('Rol destacado en Discord'),
      excluded('Soporte prioritario'),
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: membershipPlans.premium.monthlyPriceArs,
    popular: true,
    features: [
      included('Acceso a servidores públicos'),
      included('Acceso completo a servidores premium'),
      included('Perfil mejorado'),
      included('Rol Premium en Discord'),
      included('Soporte prioritario'),
      included('Insignia especial en el perfil'),
    ],
  },
  {
    id: 'admin',
    name: 'Admin',
    monthlyPrice: membershipPlans.admin.monthlyPriceArs,
    popular: false,
    features: [
      included('Todo lo incluido en Premium'),
      included('Panel de administración de servidores'),
      included('Herramientas de moderación'),
      included('Capacidad de banear jugadores'),
      included('Estadísticas y análisis'),
      included('Soporte prioritario 24/7'),
    ],
  },
];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return value === 'premium' || value === 'admin';
}

export function planById(id: PlanId): Plan {
  return plans.find((plan) => plan.id === id)!;
}
