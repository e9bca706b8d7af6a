import styled from 'styled-components';
import { Link, mediaUp, paths, type Ban } from '@cs16ar/shared';
import { formatDateTime } from '@cs16ar/shared/format';
import { formatBanLength } from '../lib/ban-time';
import { adminLabel, banStateAt, playerLabel } from '../lib/ban-view';
import { BanReason, Deliveries } from './ban-reason';
import { BanStateBadge } from './ban-state-badge';

/** The list's columns on a wide screen (a phone stacks each ban as a card with its labels). */
export const BAN_COLUMNS =
  'minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 0.9fr) 8.5rem 6.5rem 7rem 7rem';

const Row = styled.li`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('lg')} {
    grid-template-columns: ${BAN_COLUMNS};
    align-items: center;
    border-radius: 0;
    border-width: 0 0 1px;
    background: transparent;
    padding: 14px 16px;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  overflow-wrap: anywhere;

  ${mediaUp('lg')} {
    grid-column: auto;
  }
  dt {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;

    ${mediaUp('lg')} {
      /* The header row names the columns on a wide screen; the labels stay for screen readers. */
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  dd {
    margin: 2px 0 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SteamId = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
`;

/** One ban of the list: player, server, reason, admin, date, length, time left (counting down) and state. */
export function BanRow({ ban, now }: { ban: Ban; now: number }) {
  const { state, timeLeft } = banStateAt(ban, now);
  return (
    <Row>
      <Field as="dl" $wide>
        <dt>Jugador</dt>
        <dd>
          <Link to={paths.ban(ban.documentId)}>{playerLabel(ban)}</Link>
          <SteamId>{ban.player.steamId}</SteamId>
        </dd>
      </Field>
      <Field as="dl" $wide>
        <dt>Servidor</dt>
        <dd>
          {ban.server ? ban.server.name : <Muted>Todos los servidores</Muted>}
          <Deliveries ban={ban} />
        </dd>
      </Field>
      <Field as="dl" $wide>
        <dt>Motivo</dt>
        <dd>
          <BanReason ban={ban} />
        </dd>
      </Field>
      <Field as="dl">
        <dt>Admin</dt>
        <dd>
          {ban.admin.profileId ? (
            <Link to={paths.userProfile(ban.admin.profileId)}>{adminLabel(ban)}</Link>
          ) : (
            adminLabel(ban)
          )}
        </dd>
      </Field>
      <Field as="dl">
        <dt>Fecha</dt>
        <dd>
          <time dateTime={ban.bannedAt}>{formatDateTime(ban.bannedAt, new Date(now))}</time>
        </dd>
      </Field>
      <Field as="dl">
        <dt>Duración</dt>
        <dd>{formatBanLength(ban.durationSeconds)}</dd>
      </Field>
      <Field as="dl">
        <dt>Resta</dt>
        <dd>{timeLeft ?? <Muted>—</Muted>}</dd>
      </Field>
      <Field as="dl">
        <dt>Estado</dt>
        <dd>
          <BanStateBadge state={state} />
        </dd>
      </Field>
    </Row>
  );
}
