import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@cs16ar/shared';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 16px;

  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: 1.1rem;
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Aside = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** A titled card of the profile page; the title names the region for screen readers. */
export function SectionCard({
  title,
  icon,
  aside,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-label={typeof title === 'string' ? title : undefined}>
      <Header>
        <h2>
          {icon}
          {title}
        </h2>
        {aside ? <Aside>{aside}</Aside> : null}
      </Header>
      {children}
    </Card>
  );
}
