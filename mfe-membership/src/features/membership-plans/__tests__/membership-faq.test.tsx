import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { MembershipFaq } from '../components/membership-faq';

describe('membership FAQ', () => {
  it('lists the four questions closed, as buttons controlling their answers', () => {
    renderWithProviders(<MembershipFaq />);

    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      '¿Cómo funciona la suscripción?',
      '¿Puedo cambiar de plan?',
      '¿Qué medios de pago aceptan?',
      '¿Hay descuento por pago anual?',
    ]);
    for (const question of questions) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(question.getAttribute('aria-controls')!)).not.toBeVisible();
    }
  });

  it('opens and closes answers with the keyboard', async () => {
    const { user } = renderWithProviders(<MembershipFaq />);

    await user.tab();
    expect(screen.getByRole('button', { name: '¿Cómo funciona la suscripción?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '¿Cómo funciona la suscripción?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: '¿Cómo funciona la suscripción?' })).toHaveTextContent(
      'Tu membresía se renueva automáticamente cada mes. Podés cancelarla cuando quieras y vas a seguir teniendo acceso hasta el final del período que ya pagaste.',
    );

    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '¿Hay descuento por pago anual?' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: '¿Hay descuento por pago anual?' })).toHaveTextContent(/^No\.$/);

    await user.click(screen.getByRole('button', { name: '¿Cómo funciona la suscripción?' }));
    expect(screen.getByRole('button', { name: '¿Cómo funciona la suscripción?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('region', { name: '¿Cómo funciona la suscripción?' })).not.toBeInTheDocument();
  });

  it('answers the plan-change and payment questions as the spec says', async () => {
    const { user } = renderWithProviders(<MembershipFaq />);

    await user.click(screen.getByRole('button', { name: '¿Puedo cambiar de plan?' }));
    await user.click(screen.getByRole('button', { name: '¿Qué medios de pago aceptan?' }));

    expect(screen.getByRole('region', { name: '¿Puedo cambiar de plan?' })).toHaveTextContent(
      'diferencia proporcional',
    );
    expect(screen.getByRole('region', { name: '¿Qué medios de pago aceptan?' })).toHaveTextContent(
      'Pagás con MercadoPago: tarjetas de crédito y débito, dinero en tu cuenta de MercadoPago o efectivo en Rapipago y Pago Fácil.',
    );
  });
});
