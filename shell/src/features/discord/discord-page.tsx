import styled from 'styled-components';
import { ButtonLink, Card, ExternalButtonLink, getRuntimeConfig, paths, usePageMeta } from '@cs16ar/shared';
import { useQuery } from '@cs16ar/shared/data';
import { formatCount } from '@cs16ar/shared/format';
import { DiscordIcon } from '@cs16ar/shared/icons';
import { discordInviteQuery } from './api/get-discord-invite';

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

// The counts' row keeps its height while they load or when Discord does not say, so the button does not move.
const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 32px;
  min-height: 56px;
  margin: 16px 0 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Online = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #3fb950;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;

// discord.gg/<code> and discord.com/invite/<code> name the same invite.
const inviteCode = (url: string) => url.replace(/\/+$/, '').split('/').pop() ?? url;

/**
 * `/discord`: the community's invite, which each environment sets in its runtime config (`discordUrl`, validated
 * when the config is read), with how many are in the server and online as Discord tells the CMS (`GET
 * /discord/invite`, its DISCORD_INVITE_URL: shown only when it is that same invite). Without an invite the page says
 * so in Spanish instead of sending visitors anywhere.
 */
export function DiscordPage() {
  usePageMeta('Discord', 'El servidor de Discord de la comunidad de CS 1.6 Argentina.');
  const invite = useQuery(discordInviteQuery());
  const fromCms = invite.data ?? null;
  const url = getRuntimeConfig().discordUrl;
  const counts = fromCms && url && inviteCode(fromCms.url) === inviteCode(url) ? fromCms : null;

  return (
    <Wrapper>
      <Panel>
        <DiscordIcon size={40} />
        <h1>Discord</h1>
        {url ? (
          <>
            <p>
              {counts?.guildName ? `${counts.guildName}: ` : ''}charlá con la comunidad, armá partidas y enterate de
              todo antes que nadie.
            </p>
            <Counts aria-label="El Discord ahora" aria-busy={invite.isPending}>
              {counts?.members !== null && counts?.members !== undefined && (
                <div>
                  <dt>{counts.members === 1 ? 'miembro' : 'miembros'}</dt>
                  <dd>{formatCount(counts.members)}</dd>
                </div>
              )}
              {counts?.online !== null && counts?.online !== undefined && (
                <div>
                  <dt>
                    <Online>en línea</Online>
                  </dt>
                  <dd>{formatCount(counts.online)}</dd>
                </div>
              )}
            </Counts>
            <Actions>
              <ExternalButtonLink href={url} rel="noopener noreferrer">
                Unirse al Discord
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
