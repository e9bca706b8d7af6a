import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, BusyButton, errorMessage, useSessionStore } from '@cs16ar/shared';

export const STANDALONE_SIGN_IN_FAILED = 'No se pudo iniciar sesión. Revisá el usuario y la contraseña.';

const Panel = styled.details`
  position: relative;

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

const Form = styled.form`
  position: absolute;
  right: 0;
  z-index: 10;
  display: grid;
  gap: 10px;
  width: min(320px, calc(100vw - 32px));
  margin-top: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  label {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    min-height: 40px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * The sign-in of a remote served alone that has no sign-in page of its own: the site's session store against
 * the same CMS, so the pages see a signed-in player exactly as they would inside the site.
 */
export function StandaloneSignIn() {
  const store = useSessionStore();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.login({ identifier, password });
    } catch (failure) {
      setError(errorMessage(failure, STANDALONE_SIGN_IN_FAILED));
      setBusy(false);
    }
  };

  return (
    <Panel>
      <summary>Iniciar sesión</summary>
      <Form aria-label="Iniciar sesión en modo aislado" onSubmit={(event) => void submit(event)}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <label>
          Email o nombre de usuario
          <input
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            required
          />
        </label>
        <label>
          Contraseña
          <input
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
        </label>
        <BusyButton type="submit" $size="sm" busy={busy} busyText="Ingresando...">
          Ingresar
        </BusyButton>
      </Form>
    </Panel>
  );
}
