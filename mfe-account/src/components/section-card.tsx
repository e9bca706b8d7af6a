import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner } from '@cs16ar/shared';

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

/** A card's sentence: its empty or failed state, or a hint. */
export const SectionText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  & + & {
    margin-top: 8px;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px 0;
`;

/** A card's content while it loads. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Loading>
      <Spinner size={28} label={label} />
    </Loading>
  );
}
