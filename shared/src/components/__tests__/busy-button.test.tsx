import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { BusyButton } from '../button';

describe('a button whose action takes a while', () => {
  it('says what it does and can be pressed while idle', async () => {
    const pressed = jest.fn();
    const { user } = renderWithProviders(
      <BusyButton busy={false} busyText="Guardando..." onClick={pressed}>
        Cambiar email
      </BusyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Cambiar email' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('is disabled and says what is under way while busy', () => {
    renderWithProviders(
      <BusyButton busy busyText="Guardando...">
        Cambiar email
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.queryByText('Cambiar email')).not.toBeInTheDocument();
  });

  it('stays disabled when told so, busy or not', () => {
    renderWithProviders(
      <BusyButton busy={false} busyText="Guardando..." disabled>
        Cambiar email
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Cambiar email' })).toBeDisabled();
  });
});
