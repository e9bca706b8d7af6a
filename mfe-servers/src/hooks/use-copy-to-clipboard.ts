import { useCallback, useEffect, useRef, useState } from 'react';

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
