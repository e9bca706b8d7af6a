import type { PaidPlanId } from '@cs16ar/contracts';
import { membershipPlans } from '@cs16ar/contracts';
import { emailMessage } from '../email/email-message';
import { ARGENTINA_TIME_ZONE } from '../time/argentina';
import type { EmailKind } from './membership-rules';

// The membership's emails (issue 43), Spanish with a plain-text part: a receipt of each payment, the reminder three
// days before a renewal, a failed charge with how to fix it, the cancellation confirmed, the membership ended.

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ARGENTINA_TIME_ZONE,
});
const pesos = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

export const formatDate = (at: number) => dateFormat.format(new Date(at));
export const formatPesos = (amount: number) => `$${pesos.format(amount)}`;

export type MembershipEmailInput = {
  kind: EmailKind;
  username: string;
  plan: PaidPlanId;
  amount: number;
  periodEnd: number | null;
  graceUntil: number | null;
  operation: string | null;
  link: string;
  // Without a verified Steam ID nothing reaches the game servers yet (issue 44): the receipt says how to link it.
  steamIdVerified: boolean;
};

function body(input: MembershipEmailInput): { subject: string; lines: string[]; button: string } {
  const plan = membershipPlans[input.plan].name;
  const until = input.periodEnd !== null ? formatDate(input.periodEnd) : null;
  switch (input.kind) {
    case 'receipt':
      return {
        subject: `Recibimos tu pago de la membresía ${plan}`,
        lines: [
          `Recibimos tu pago de ${formatPesos(input.amount)} por la membresía ${plan}.`,
          ...(input.operation ? [`Número de operación de MercadoPago: ${input.operation}.`] : []),
          ...(until ? [`Tu membresía está activa hasta el ${until}; se renueva sola cada mes.`] : []),
          ...(input.steamIdVerified
            ? []
            : [
                'Tus privilegios en los servidores (slot reservado y VIP) esperan tu Steam ID: vinculalo desde tu ' +
                  'perfil diciendo el código en el chat de cualquier servidor y en menos de un minuto los servidores ' +
                  'te reconocen.',
              ]),
        ],
        button: 'Ver tu membresía',
      };
    case 'reminder':
      return {
        subject: `Tu membresía ${plan} se renueva en 3 días`,
        lines: [
          `El ${until ?? 'próximo vencimiento'} MercadoPago te va a cobrar ${formatPesos(input.amount)} por un mes más de ${plan}.`,
          'Si no querés renovarla, podés cancelarla antes desde tu membresía: conservás el acceso hasta ese día.',
        ],
        button: 'Ver tu membresía',
      };
    case 'failed-charge':
      return {
        subject: `No pudimos cobrar tu membresía ${plan}`,
        lines: [
          `MercadoPago no pudo cobrar los ${formatPesos(input.amount)} de tu membresía ${plan}.`,
          `Revisá que tu medio de pago tenga saldo y esté vigente, o elegí otro con "Reintentar el pago".` +
            (input.graceUntil ? ` Conservás el acceso hasta el ${formatDate(input.graceUntil)}.` : ''),
        ],
        button: 'Reintentar el pago',
      };
    case 'cancelled':
      return {
        subject: `Cancelaste tu membresía ${plan}`,
        lines: [
          'Tu membresía quedó cancelada: no te vamos a cobrar más.',
          ...(until ? [`Conservás los beneficios de ${plan} hasta el ${until}.`] : []),
        ],
        button: 'Ver tu membresía',
      };
    case 'ended':
      return {
        subject: `Terminó tu membresía ${plan}`,
        lines: [
          `Tu membresía ${plan} terminó y tu cuenta volvió al plan Miembro.`,
          'Podés volver a suscribirte cuando quieras desde la página de membresías.',
        ],
        button: 'Ver los planes',
      };
  }
}

export function membershipEmail(input: MembershipEmailInput) {
  const { subject, lines, button } = body(input);
  return emailMessage({
    subject,
    username: input.username,
    paragraphs: lines,
    action: { label: button, lead: `${button}:`, url: input.link },
  });
}
