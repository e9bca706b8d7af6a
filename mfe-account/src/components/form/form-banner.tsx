import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, type AlertTone } from '@cs16ar/shared';

const Focusable = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: 2px;
  }
`;

export type FormMessage = { tone: Extract<AlertTone, 'error' | 'success' | 'info'>; text: string; key: number };

/**
 * The outcome of a submit. An error takes the keyboard focus, so whoever pressed the button lands on the
 * reason it failed (validation errors instead focus the first invalid field); success is only announced.
 */
export function FormBanner({ message }: { message: FormMessage | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message?.tone === 'error') ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Focusable ref={ref} tabIndex={-1}>
      <Alert tone={message.tone}>{message.text}</Alert>
    </Focusable>
  );
}

let counter = 0;

/** A new message object each time, so the same text twice in a row still moves the focus again. */
export function formMessage(tone: FormMessage['tone'], text: string): FormMessage {
  counter += 1;
  return { tone, text, key: counter };
}
