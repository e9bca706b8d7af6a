import type { BadgeTone, MembershipState } from '@cs16ar/shared';

/** How each state of a membership reads on /tu-membresia. */
export const membershipStateLabels: Record<MembershipState, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pago pendiente', tone: 'info' },
  active: { label: 'Activa', tone: 'success' },
  past_due: { label: 'Pago vencido', tone: 'danger' },
  cancelled: { label: 'Cancelada', tone: 'neutral' },
  paused: { label: 'Pausada', tone: 'neutral' },
  expired: { label: 'Terminada', tone: 'neutral' },
  refunded: { label: 'Reembolsada', tone: 'neutral' },
  charged_back: { label: 'Contracargo', tone: 'danger' },
};

/** MercadoPago's statuses of a payment, in Spanish. */
export function paymentStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    approved: 'Aprobado',
    pending: 'Pendiente',
    in_process: 'En proceso',
    rejected: 'Rechazado',
    cancelled: 'Cancelado',
    refunded: 'Devuelto',
    charged_back: 'Contracargo',
  };
  return labels[status] ?? status;
}
