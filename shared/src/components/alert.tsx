import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid;
  ${({ $tone, theme }) => {
    const tones: Record<AlertTone, [string, string, string]> = {
      error: ['rgba(240,68,68,0.12)', 'rgba(240,68,68,0.45)', theme.colors.dangerText],
      success: ['rgba(34,197,94,0.12)', 'rgba(34,197,94,0.45)', '#86efac'],
      info: ['rgba(59,130,246,0.12)', 'rgba(59,130,246,0.45)', theme.colors.infoText],
    };
    const [background, border, color] = tones[$tone];
    return `background: ${background}; border-color: ${border}; color: ${color};`;
  }}
`;

type AlertProps = {
  tone: AlertTone;
  children: ReactNode;
  action?: ReactNode;
  /** A failed load the screen can ask for again: the site's one "Reintentar" button, in place of `action`. */
  onRetry?: () => void;
};

/** A banner for errors (announced at once) and confirmations (announced politely). */
export function Alert({ tone, children, action, onRetry }: AlertProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {onRetry ? (
        <Button $size="sm" $variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      ) : (
        action
      )}
    </Box>
  );
}
