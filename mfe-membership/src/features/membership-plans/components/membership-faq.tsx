import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@cs16ar/shared/icons';

/** docs/product.md §2 "Membership" FAQ. */
export const membershipFaq: readonly { question: string; answer: string }[] = [
  {
    question: '¿Cómo funciona la suscripción?',
    answer:
      'Tu membresía se renueva automáticamente cada mes. Podés cancelarla cuando quieras y vas a seguir teniendo acceso hasta el final del período que ya pagaste.',
  },
  {
    question: '¿Puedo cambiar de plan?',
    answer: 'Sí. Si pasás a un plan superior, solo se te cobra la diferencia proporcional del período en curso.',
  },
  {
    question: '¿Qué medios de pago aceptan?',
    answer:
      'Pagás con MercadoPago: tarjetas de crédito y débito, dinero en tu cuenta de MercadoPago o efectivo en Rapipago y Pago Fácil.',
  },
  {
    question: '¿Hay descuento por pago anual?',
    answer: 'No.',
  },
];

const Section = styled.section`
  max-width: 760px;
  margin: 64px auto 0;

  > h2 {
    text-align: center;
    font-size: 1.6rem;
    margin-bottom: 24px;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Item = styled.div<{ $open: boolean }>`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $open, theme }) => ($open ? theme.colors.borderStrong : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 56px;
  padding: 14px 18px;
  border: 0;
  border-radius: inherit;
  background: none;
  text-align: left;
  font-weight: 650;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Answer = styled.div`
  padding: 0 18px 18px;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

/** An accordion of disclosure buttons (WAI-ARIA pattern): Tab, Enter and Space work as with any button. */
export function MembershipFaq() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Preguntas frecuentes</h2>
      <List>
        {membershipFaq.map((entry, index) => {
          const isOpen = open.has(index);
          const buttonId = `${baseId}-question-${index}`;
          const panelId = `${baseId}-answer-${index}`;
          return (
            <Item key={entry.question} $open={isOpen}>
              <h3>
                <Trigger
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {entry.question}
                  <ChevronDownIcon />
                </Trigger>
              </h3>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
                <p>{entry.answer}</p>
              </Answer>
            </Item>
          );
        })}
      </List>
    </Section>
  );
}
