import styled from 'styled-components';
import { ButtonLink, paths, usePageMeta } from '@cs16ar/shared';
import { Logo } from '../layout/logo';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  min-height: 70vh;
  padding: 48px 16px;
  text-align: center;
  background: ${({ theme }) => theme.gradients.heroOverlay};

  p {
    max-width: 640px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.15rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

/** The landing page (SPEC §2); its full sections are built in the landing issue. */
export function LandingPage() {
  usePageMeta('Inicio', 'La comunidad de Counter-Strike 1.6 más grande de Argentina desde 2012.');
  return (
    <Hero>
      <h1 className="visually-hidden">CS 1.6 Argentina</h1>
      <Logo size="lg" />
      <p>La comunidad de Counter-Strike 1.6 más grande de Argentina.</p>
      <Actions>
        <ButtonLink to={paths.servers} $size="lg">
          Explorar servidores
        </ButtonLink>
        <ButtonLink to={paths.register} $size="lg" $variant="secondary">
          Unirse ahora
        </ButtonLink>
      </Actions>
    </Hero>
  );
}
