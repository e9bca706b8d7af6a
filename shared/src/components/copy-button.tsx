import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

// Copying a text (an address, a command, a snippet to paste elsewhere) and saying so: the one way the site does it.

/** docs/product.md §9: "¡Copiado!" shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

// The Clipboard API needs a secure context and permission; the old selection trick covers the rest.
async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text and says so for 2 s; copying again restarts the 2 s. */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const copied = await writeToClipboard(text);
    setState(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }, []);

  return { state, copy };
}

export const CopyButton = styled.button<{ $copied: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 78px;
  min-height: 32px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $copied }) => ($copied ? 'rgba(34, 197, 94, 0.5)' : theme.colors.borderStrong)};
  background: ${({ theme, $copied }) => ($copied ? 'rgba(34, 197, 94, 0.14)' : theme.colors.surfaceRaised)};
  color: ${({ theme, $copied }) => ($copied ? '#6ee7a0' : theme.colors.text)};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme, $copied }) => ($copied ? 'rgba(34, 197, 94, 0.2)' : theme.colors.surfaceHover)};
  }
`;

export const copyLabels = { idle: 'Copiar', copied: '¡Copiado!', failed: 'No se pudo copiar' } as const;

/** A "Copiar" button for `text`, named `label` for a screen reader until it says "¡Copiado!" (or that it failed). */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <CopyButton
      type="button"
      $copied={state === 'copied'}
      onClick={() => void copy(text)}
      aria-label={state === 'idle' ? label : undefined}
    >
      <span aria-live="polite">{copyLabels[state]}</span>
    </CopyButton>
  );
}
