import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';

/** A landing section: centred column, generous vertical rhythm. */
export const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 64px 16px 0;

  ${mediaUp('md')} {
    padding: 96px 24px 0;
  }
`;

const Header = styled.header`
  max-width: 720px;
  margin: 0 auto 32px;
  text-align: center;

  h2 {
    font-size: clamp(1.7rem, 4.5vw, 2.5rem);
    font-weight: 850;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: 0.78rem;
  font-weight: 750;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Header>
      <Eyebrow aria-hidden="true">{eyebrow}</Eyebrow>
      <h2 id={id}>{title}</h2>
      {children ? <p>{children}</p> : null}
    </Header>
  );
}

/** A smaller heading inside a section (Jugadores más activos, Servidores destacados). */
export const SubHeading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.25rem;
  font-weight: 800;
`;
