import styled from 'styled-components';
import { Link, mediaUp, paths } from '@cs16ar/shared';
import { useToday } from '../../lib/use-hydrated';

const Bar = styled.footer`
  margin-top: 64px;
  padding: 28px 16px calc(${({ theme }) => theme.layout.tabBarHeight} + 28px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 0.9rem;

  ${mediaUp('lg')} {
    padding-bottom: 28px;
  }
`;

/** docs/product.md §1: since 2012, the best CS 1.6 experience in Argentina, with the flag and the current year. */
export function Footer() {
  const today = useToday();
  return (
    <Bar>
      <p>
        Desde 2012, la mejor experiencia de Counter-Strike 1.6 en Argentina{' '}
        <span role="img" aria-label="Bandera de Argentina">
          🇦🇷
        </span>
      </p>
      <nav aria-label="Enlaces del pie">
        <Link to={paths.bans}>Baneos</Link>
      </nav>
      <p>© {today.getFullYear()} CS 1.6 Argentina</p>
    </Bar>
  );
}
