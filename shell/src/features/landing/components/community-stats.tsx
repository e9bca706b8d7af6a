import styled, { keyframes } from 'styled-components';
import { mediaUp } from '@cs16ar/shared';
import { formatCount } from '@cs16ar/shared/format';
import {
  CLAIMED_USERS,
  ONLINE_COUNTER_MS,
  ONLINE_MAX,
  SERVER_COUNT,
  SERVERS_COUNTER_MS,
  STATS_VISIBLE_THRESHOLD,
  USERS_COUNTER_MS,
} from '../lib/landing-constants';
import { useInViewOnce } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { AnimatedCounter } from './animated-counter';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0 0 48px;

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
    align-items: center;
    gap: 6px;
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
 * The green "live" dot. Its ripple animates only transform and opacity, which the compositor runs alone:
 * a box-shadow pulse would restyle and repaint the page on every frame for as long as it is open.
 */
const LiveDot = styled.span`
  position: relative;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.success};
    animation: ${ripple} 1.8s ease-out infinite;
  }
`;

const thousands = (value: number) => `${Math.round(value / 1000)}K+`;

/**
 * The three counters of "Nuestra Comunidad": they run once at least 30% of them is on screen, and stay.
 * With reduced motion they show their values at once.
 */
export function CommunityStats({ online }: { online: number }) {
  const [ref, inView] = useInViewOnce<HTMLDListElement>(STATS_VISIBLE_THRESHOLD);
  const instant = usePrefersReducedMotion();

  return (
    <Grid ref={ref} data-testid="community-stats" data-started={inView}>
      <Stat>
        <dt>Usuarios registrados</dt>
        <dd>
          <AnimatedCounter
            target={CLAIMED_USERS}
            durationMs={USERS_COUNTER_MS}
            started={inView}
            instant={instant}
            format={thousands}
            widest={thousands(CLAIMED_USERS)}
          />
        </dd>
      </Stat>
      <Stat>
        <dt>Servidores activos</dt>
        <dd>
          <AnimatedCounter
            target={SERVER_COUNT}
            durationMs={SERVERS_COUNTER_MS}
            started={inView}
            instant={instant}
            widest={String(SERVER_COUNT)}
          />
        </dd>
      </Stat>
      <Stat>
        <dt>
          <LiveDot aria-hidden="true" />
          Jugadores online
        </dt>
        <dd>
          <AnimatedCounter
            target={online}
            durationMs={ONLINE_COUNTER_MS}
            started={inView}
            instant={instant}
            format={formatCount}
            widest={formatCount(ONLINE_MAX)}
          />
        </dd>
      </Stat>
    </Grid>
  );
}
