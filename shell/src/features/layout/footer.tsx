import styled from 'styled-components';
import { Link, mediaUp, paths } from '@cs16ar/shared';
import { prerenderedAt, useBrowserValue } from '../../lib/use-hydrated';

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

const currentYear = () => new Date().getFullYear();

const Flag = styled.svg`
  width: 1.5em;
  height: 0.95em;
  vertical-align: -0.1em;
  border-radius: 2px;
`;

/**
 * Drawn, not the 🇦🇷 emoji: Windows has no flag emoji (it shows the letters "AR"), and on Linux looking up a font
 * for it made the page's first layout about a third longer (issue 27: 39 → 26 ms, median of 8 loads).
 */
function ArgentineFlag() {
  return (
    <Flag role="img" aria-label="Bandera de Argentina" viewBox="0 0 16 10">
      <rect width="16" height="10" fill="#74acdf" />
      <rect y="3.33" width="16" height="3.34" fill="#fff" />
      <circle cx="8" cy="5" r="1.15" fill="#f6b40e" />
    </Flag>
  );
}

const Links = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 18px;
    max-width: 640px;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** What a player looks for at the foot of a page (issue 48): where to play, help, the rules, the terms. */
const footerLinks = [
  { to: paths.servers, label: 'Servidores' },
  { to: paths.help, label: 'Ayuda' },
  { to: paths.discord, label: 'Discord' },
  { to: paths.communityRules, label: 'Reglamentos' },
  { to: paths.bans, label: 'Baneos' },
  { to: paths.terms, label: 'Términos y condiciones' },
  { to: paths.privacy, label: 'Privacidad' },
] as const;

/** docs/product.md §1: since 2012, the best CS 1.6 experience in Argentina, with the flag and the current year. */
export function Footer() {
  // The visitor's year; the build's while its HTML hydrates (the same one but on New Year's Eve).
  const year = useBrowserValue(currentYear, prerenderedAt.getFullYear());
  return (
    <Bar>
      <p>
        Desde 2012, la mejor experiencia de Counter-Strike 1.6 en Argentina <ArgentineFlag />
      </p>
      <Links aria-label="Enlaces del pie">
        <ul>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Links>
      <p>© {year} CS 1.6 Argentina</p>
    </Bar>
  );
}
