import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div<{ $dashed: boolean }>`
  padding: 40px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')}
    ${({ theme, $dashed }) => ($dashed ? theme.colors.borderStrong : theme.colors.border)};
  background: ${({ theme, $dashed }) => ($dashed ? 'transparent' : theme.colors.surface)};
  text-align: center;

  h1,
  h2 {
    font-size: 1.5rem;
    margin-bottom: 8px;
  }
  p {
    margin: 0 auto;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 24px;
`;

/**
 * What a page says instead of its content: nothing to show yet (dashed), not found or failed. `heading` is the
 * level of its title (1 when it replaces the whole page, so the page still has its heading).
 */
export function StatePanel({
  title,
  heading = 2,
  children,
  actions,
  tone = 'empty',
}: {
  title: string;
  heading?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'empty' | 'not-found' | 'error';
}) {
  const Title = heading === 1 ? 'h1' : 'h2';
  return (
    <Panel $dashed={tone === 'empty'} role={tone === 'error' ? 'alert' : undefined}>
      <Title>{title}</Title>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}
