import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small ring beside a busy button's text; the text itself ("Guardando...") says what is happening. */
export const ButtonSpinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.8;
  animation: ${spin} 0.8s linear infinite;
`;
