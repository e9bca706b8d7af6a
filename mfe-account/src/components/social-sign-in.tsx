import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@cs16ar/shared';
import { GoogleIcon, SteamIcon } from '@cs16ar/shared/icons';

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 24px 0 16px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Note = styled.p`
  margin: 10px 0 0;
  text-align: center;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textFaint};
`;

/**
 * Google and Steam sign-in are placeholders in the spec (no action). They stay visible but disabled and
 * say why, so they neither navigate nowhere nor look broken.
 */
export function SocialSignIn() {
  const noteId = useId();
  return (
    <div>
      <Divider>o continuá con</Divider>
      <Buttons>
        <Button $variant="secondary" disabled aria-describedby={noteId}>
          <GoogleIcon /> Google
        </Button>
        <Button $variant="secondary" disabled aria-describedby={noteId}>
          <SteamIcon /> Steam
        </Button>
      </Buttons>
      <Note id={noteId}>El ingreso con Google y Steam estará disponible próximamente.</Note>
    </div>
  );
}
