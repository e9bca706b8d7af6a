import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { mediaUp, Skeleton } from '@cs16ar/shared';
import { formatCount, formatMonthYear } from '@cs16ar/shared/format';
import {
  ONLINE_COUNTER_MS,
  SERVERS_COUNTER_MS,
  STATS_VISIBLE_THRESHOLD,
  USERS_COUNTER_MS,
} from '../lib/landing-constants';
import { formatRegisteredUsers } from '../lib/community-figures';
import { useInViewOnce } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import type { SummaryView } from '../types/summary-view';
import { AnimatedCounter } from './animated-counter';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0 0 14px;

  ${mediaUp('md')} {
    gap: 20px;
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  justify-content: flex-end;
  gap: 6px;
  padding: 18px 8px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(180deg, rgba(255, 138, 31, 0.08) 0%, rgba(18, 24, 36, 0.9) 70%);
  text-align: center;

  ${mediaUp('md')} {
    padding: 28px 16px;
  }

  dt {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.78rem;
    font-weight: 600;
    line-height: 1.3;

    ${mediaUp('md')} {
      font-size: 0.95rem;
    }
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.55rem, 6.5vw, 3.2rem);
    font-weight: 900;
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ripple = keyframes`
  from { transform: scale(1); opacity: 0.7; }
  to { transform: scale(2.6); opacity: 0; }
`;

/**
 * The green "live" dot, there only while the figures follow the CMS live. Its ripple animates only transform
 * and opacity, which the compositor runs alone: a box-shadow pulse would restyle and repaint the page on every
 * frame for as long as it is open.
 */
const LiveDot = styled.span<{ $live: boolean }>`
  position: relative;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.textFaint)};
  opacity: ${({ $live }) => ($live ? 1 : 0.5)};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: inherit;
    animation: ${ripple} 1.8s ease-out infinite;
    display: ${({ $live }) => ($live ? 'block' : 'none')};
  }
`;

/** What a figure counts, under its name, where two figures could be taken for the same thing. */
const Counts = styled.small`
  flex-basis: 100%;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.72rem;
  font-weight: 500;

  ${mediaUp('md')} {
    font-size: 0.82rem;
  }
`;

/** The accounts and the period of the players' figure, under the counters (one line reserved from the first paint). */
const Note = styled.p`
  min-height: 1.5em;
  margin: 0 0 48px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  line-height: 1.5;
  text-align: center;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Of = styled.span`
  white-space: pre;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.45em;
  font-weight: 700;
`;

const Dash = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  cursor: help;
`;

const Placeholder = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
`;

/** Widest texts each figure is given room for, so nothing around it moves while it counts or updates. */
const WIDEST = { users: '999K+', servers: '99', players: '9.999' } as const;

const UNAVAILABLE_TITLE = 'Sin datos por ahora: no pudimos consultar el estado de la comunidad.';

/** What a figure shows until the CMS answers: a placeholder of its size, or a quiet dash if it cannot. */
function Pending({ view }: { view: SummaryView }) {
  if (view.status === 'error') {
    return (
      <>
        <Dash aria-hidden="true" title={UNAVAILABLE_TITLE}>
          —
        </Dash>
        <span className="visually-hidden">{UNAVAILABLE_TITLE}</span>
      </>
    );
  }
  return <Placeholder $width="2.2em" $height="0.9em" />;
}

function Figure({ view, children }: { view: SummaryView; children: ReactNode }) {
  return (
    <dd aria-busy={view.status === 'loading' || undefined}>
      {view.status === 'success' ? children : <Pending view={view} />}
    </dd>
  );
}

/**
 * The site's accounts and since when the servers' players are counted: two figures that would read as a
 * contradiction of the players' one if they were not told apart (issue 48).
 */
function AccountsNote({ view }: { view: SummaryView }) {
  if (view.status !== 'success') return <Note aria-hidden="true" />;
  const { registeredUsers, playersSeen } = view.summary;
  const since = formatMonthYear(playersSeen.since);
  return (
    <Note>
      <strong>{formatCount(registeredUsers)}</strong> {registeredUsers === 1 ? 'cuenta' : 'cuentas'} en el sitio.{' '}
      {since
        ? `Cada jugador cuenta una vez, por su Steam ID, desde ${since}.`
        : 'Los servidores todavía no registraron jugadores.'}
    </Note>
  );
}

/**
 * The three counters of "Nuestra Comunidad", on the CMS's figures: they run once at least 30% of them is on
 * screen and the figures are there, and move to each new figure a live event brings. With reduced motion they
 * show their values at once.
 */
export function CommunityStats({ view }: { view: SummaryView }) {
  const [ref, inView] = useInViewOnce<HTMLDListElement>(STATS_VISIBLE_THRESHOLD);
  const instant = usePrefersReducedMotion();
  const summary = view.status === 'success' ? view.summary : null;
  const started = inView && summary !== null;

  return (
    <>
      <Grid ref={ref} data-testid="community-stats" data-started={started}>
        <Stat>
          <dt>
            Usuarios registrados
            <Counts>jugadores que pasaron por los servidores</Counts>
          </dt>
          <Figure view={view}>
            <AnimatedCounter
              target={summary?.playersSeen.count ?? 0}
              durationMs={USERS_COUNTER_MS}
              started={started}
              instant={instant}
              format={formatRegisteredUsers}
              widest={WIDEST.users}
            />
          </Figure>
        </Stat>
        <Stat>
          <dt>Servidores activos</dt>
          <Figure view={view}>
            <AnimatedCounter
              target={summary?.servers.online ?? 0}
              durationMs={SERVERS_COUNTER_MS}
              started={started}
              instant={instant}
              widest={WIDEST.servers}
            />
            <Of>{` de ${summary?.servers.total ?? ''}`}</Of>
          </Figure>
        </Stat>
        <Stat>
          <dt>
            <LiveDot $live={view.status === 'success' && view.live} aria-hidden="true" />
            Jugadores online
          </dt>
          <Figure view={view}>
            <AnimatedCounter
              target={summary?.playersOnline ?? 0}
              durationMs={ONLINE_COUNTER_MS}
              started={started}
              instant={instant}
              format={formatCount}
              widest={WIDEST.players}
            />
          </Figure>
        </Stat>
      </Grid>
      <AccountsNote view={view} />
    </>
  );
}
