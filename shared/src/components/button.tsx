import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ButtonSpinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean };

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 34px;
    padding: 0 14px;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 44px;
    padding: 0 20px;
    font-size: 0.95rem;
  `,
  lg: css`
    min-height: 52px;
    padding: 0 28px;
    font-size: 1.05rem;
  `,
};

/** Shared look of buttons and button-like links: `<Button as={Link} to="/">`. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 650;
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    transform ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizes[$size]}

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.gradients.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            box-shadow: ${theme.shadows.glow};
            transform: translateY(-1px);
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(1.1);
          }
        `;
    }
  }}

  &:disabled, &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    transform: none;
    box-shadow: none;
  }
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))`
  ${buttonStyles}
`;

type BusyButtonProps = ComponentProps<typeof Button> & {
  /** The action is under way: the button is disabled and says so. */
  busy: boolean;
  /** What it says meanwhile, beside the spinner: "Guardando...". */
  busyText: string;
};

/** A button whose action takes a while (a submit, a download): disabled while busy, with a spinner and `busyText`. */
export function BusyButton({ busy, busyText, disabled, children, ...buttonProps }: BusyButtonProps) {
  return (
    <Button {...buttonProps} disabled={busy || disabled}>
      {busy ? (
        <>
          <ButtonSpinner /> {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link to another site that looks like a button. */
export const ExternalButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
