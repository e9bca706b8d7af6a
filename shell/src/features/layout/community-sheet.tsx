import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { paths, Link } from '@cs16ar/shared';
import { DiscordIcon } from '@cs16ar/shared/icons';
import { NavIcon } from './nav-icon';
import { communityItems } from './navigation-items';

/** docs/product.md §9: the sheet closes when dragged down more than this many pixels. */
export const SHEET_CLOSE_DRAG_PX = 150;
const OPEN_DELAY_MS = 10;
const CLOSE_DURATION_MS = 300;

const Backdrop = styled.div<{ $visible: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${CLOSE_DURATION_MS}ms ease;
`;

const Sheet = styled.div<{ $visible: boolean; $drag: number }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 61;
  height: 75vh;
  max-height: 90vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-top-left-radius: 20px;
  border-top-right-radius: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateY(${({ $visible, $drag }) => ($visible ? `${$drag}px` : '100%')});
  transition: ${({ $drag }) => ($drag > 0 ? 'none' : `transform ${CLOSE_DURATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`)};
  padding-bottom: env(safe-area-inset-bottom);
`;

const Handle = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  padding: 12px 0 8px;
  touch-action: none;
  cursor: grab;

  span {
    width: 44px;
    height: 5px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 20px 8px;
  touch-action: none;

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    cursor: pointer;
    min-height: 40px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 12px 16px;
  overflow-y: auto;

  a {
    display: flex;
    gap: 14px;
    align-items: center;
    padding: 14px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:active,
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/**
 * The Comunidad tab's bottom sheet (docs/product.md §2, §9): 75vh up to 90vh, page scroll locked while open, closes on
 * backdrop tap, Escape, a link, or a drag down of more than 150px.
 */
export function CommunitySheet({ onClose }: { onClose: () => void }) {
  const [visible, setVisible] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragStart = useRef<number | null>(null);
  const closing = useRef(false);
  const firstLink = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    setDrag(0);
    setVisible(false);
    window.setTimeout(onClose, CLOSE_DURATION_MS);
  }, [onClose]);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), OPEN_DELAY_MS);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    firstLink.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [close]);

  const onPointerDown = (event: ReactPointerEvent) => {
    dragStart.current = event.clientY;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (dragStart.current === null) return;
    setDrag(Math.max(0, event.clientY - dragStart.current));
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (dragStart.current === null) return;
    const distance = event.clientY - dragStart.current;
    dragStart.current = null;
    if (distance > SHEET_CLOSE_DRAG_PX) close();
    else setDrag(0);
  };
  const dragHandlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };

  return (
    <>
      <Backdrop $visible={visible} onClick={close} data-testid="community-sheet-backdrop" />
      <Sheet role="dialog" aria-modal="true" aria-labelledby="community-sheet-title" $visible={visible} $drag={drag}>
        <Handle {...dragHandlers} data-testid="community-sheet-handle">
          <span />
        </Handle>
        <Header {...dragHandlers}>
          <h2 id="community-sheet-title">Comunidad</h2>
          <button type="button" onClick={close}>
            Cerrar
          </button>
        </Header>
        <Items>
          {communityItems.map((item, index) => (
            <li key={item.path}>
              <Link to={item.path} onClick={close} ref={index === 0 ? firstLink : undefined}>
                <NavIcon item={item} size={24} />
                <span>
                  {item.label}
                  <small>{item.description}</small>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.discord} onClick={close}>
              <DiscordIcon size={24} />
              <span>
                Discord
                <small>Sumate a la charla de la comunidad</small>
              </span>
            </Link>
          </li>
        </Items>
      </Sheet>
    </>
  );
}
