import styled from 'styled-components';
import { Alert, ButtonLink, paths } from '@cs16ar/shared';
import type { PaymentReturn } from '../hooks/use-membership-purchase';
import { planById } from '../lib/plans';

const Banner = styled.div`
  max-width: 860px;
  margin: 0 auto 32px;
  display: grid;
  gap: 12px;
  justify-items: start;
`;

/** Back from MercadoPago's checkout: what happened, as the CMS knows it, and what to do next. */
export function PaymentReturnBanner({ returned }: { returned: PaymentReturn }) {
  switch (returned.outcome) {
    case 'confirmed':
      return (
        <Banner>
          <Alert tone="success">
            ¡Listo! MercadoPago aprobó tu pago y ya sos {planById(returned.plan).name}. Te mandamos el comprobante por
            email.
          </Alert>
          <ButtonLink to={paths.yourMembership}>Ver tu membresía</ButtonLink>
        </Banner>
      );
    case 'confirming':
      return (
        <Banner role="status">
          <Alert tone="info">Estamos confirmando tu pago con MercadoPago. Esto puede tardar unos segundos.</Alert>
        </Banner>
      );
    case 'pending':
      return (
        <Banner>
          <Alert tone="info">
            Tu pago quedó pendiente. Cuando pagues en efectivo (Rapipago, Pago Fácil) MercadoPago nos avisa y activamos
            tu membresía; te llega un email.
          </Alert>
        </Banner>
      );
    case 'rejected':
      return (
        <Banner>
          <Alert tone="error">
            MercadoPago rechazó el pago y no se te cobró nada. Probá de nuevo con otra tarjeta u otro medio de pago.
          </Alert>
        </Banner>
      );
  }
}
