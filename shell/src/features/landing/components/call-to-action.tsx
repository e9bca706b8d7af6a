import styled from 'styled-components';
import { ButtonLink, mediaUp, paths, useSession } from '@cs16ar/shared';
import { Section } from './section';

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  padding: 40px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid rgba(255, 138, 31, 0.35);
  background:
    radial-gradient(ellipse at 20% 0%, rgba(255, 138, 31, 0.28) 0%, transparent 60%),
    radial-gradient(ellipse at 90% 100%, rgba(88, 101, 242, 0.2) 0%, transparent 55%),
    ${({ theme }) => theme.colors.surface};
  text-align: center;

  ${mediaUp('md')} {
    padding: 56px 40px;
  }

  h2 {
    font-size: clamp(1.6rem, 4.5vw, 2.4rem);
    font-weight: 850;
  }
  p {
    max-width: 560px;
    margin: 0 auto 24px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/**
 * Sign up (a visitor) or the own profile (a signed-in player, who has an account already), and the servers. Only
 * this part reads the session: it is restored after hydration, and the build's HTML is a visitor's.
 */
function Invitation() {
  const { user } = useSession();
  if (user) {
    return (
      <>
        <p>Ya tenés tu cuenta: elegí un servidor, entrá a jugar y seguí tus estadísticas en tu perfil.</p>
        <Actions>
          <ButtonLink to={paths.servers} $size="lg">
            Ver servidores
          </ButtonLink>
          <ButtonLink to={paths.profile} $size="lg" $variant="secondary">
            Ir a mi perfil
          </ButtonLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      <p>Creá tu cuenta gratis y sumate a los más de 130.000 jugadores que pasaron por nuestros servidores.</p>
      <Actions>
        <ButtonLink to={paths.register} $size="lg">
          Crear cuenta
        </ButtonLink>
        <ButtonLink to={paths.servers} $size="lg" $variant="secondary">
          Ver servidores
        </ButtonLink>
      </Actions>
    </>
  );
}

/** The closing call to action: sign up, or go straight to the servers. */
export function CallToAction() {
  return (
    <Section aria-labelledby="listo-para-jugar">
      <Panel>
        <h2 id="listo-para-jugar">¿Listo para jugar?</h2>
        <Invitation />
      </Panel>
    </Section>
  );
}
