import { useEffect } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, ExternalButtonLink, getRuntimeConfig, paths, usePageMeta } from '@cs16ar/shared';
import { DiscordIcon } from '@cs16ar/shared/icons';

const Wrapper = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 0 16px;
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 24px;
  text-align: center;

  > svg {
    color: #8b95f7;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;

/** The browser leaving for the invite; replaced, so Back returns to the page before `/discord`. */
function leaveFor(url: string): void {
  window.location.replace(url);
}

/**
 * `/discord`: the community's invite, which each environment sets in its runtime config (`discordUrl`,
 * validated when the config is read). With one, the visitor goes there at once (the link stays, should the
 * browser not follow); without one, the page says so in Spanish instead of sending them anywhere.
 */
export function DiscordPage({ goTo = leaveFor }: { goTo?: (url: string) => void }) {
  const { discordUrl } = getRuntimeConfig();
  usePageMeta('Discord', 'El servidor de Discord de la comunidad de CS 1.6 Argentina.');
  useEffect(() => {
    if (discordUrl) goTo(discordUrl);
  }, [discordUrl, goTo]);

  return (
    <Wrapper>
      <Panel>
        <DiscordIcon size={40} />
        <h1>Discord</h1>
        {discordUrl ? (
          <>
            <p role="status">Te estamos llevando al Discord de la comunidad...</p>
            <Actions>
              <ExternalButtonLink href={discordUrl} rel="noopener noreferrer">
                Ir al Discord
              </ExternalButtonLink>
            </Actions>
          </>
        ) : (
          <>
            <p>El Discord de la comunidad no está disponible en este momento.</p>
            <p>Mientras tanto, enterate de lo que pasa en las novedades o entrá a jugar a nuestros servidores.</p>
            <Actions>
              <ButtonLink to={paths.communityNews}>Ver novedades</ButtonLink>
              <ButtonLink to={paths.servers} $variant="secondary">
                Ver servidores
              </ButtonLink>
            </Actions>
          </>
        )}
      </Panel>
    </Wrapper>
  );
}
