import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';

/** Two columns on a wide screen, the main one wider (/admin: the form or the players, beside the latest or one's own). */
export const SplitLayout = styled.div`
  display: grid;
  gap: 24px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** A page of the Comunidad section: a centred column; `$narrow` for reading (a post, the rules). */
export const PageColumn = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow, theme }) => ($narrow ? '820px' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 32px 16px 56px;

  ${mediaUp('md')} {
    padding: 48px 24px 72px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 32px;

  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 2.75rem);
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    max-width: 62ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 700;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

/** The page's heading: "Comunidad" above it, a line under it and anything the page adds (a feed link). */
export function PageHeader({
  icon,
  title,
  children,
  extra,
  section = 'Comunidad',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  extra?: ReactNode;
  /** The eyebrow above the heading: the site's section the page belongs to. */
  section?: string;
}) {
  return (
    <Header>
      <Eyebrow>
        {icon}
        {section}
      </Eyebrow>
      <h1>{title}</h1>
      {children ? <p>{children}</p> : null}
      {extra}
    </Header>
  );
}
