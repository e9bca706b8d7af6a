import { useState } from 'react';
import styled from 'styled-components';
import { mediaUp, paths, NavLink, useLocation } from '@cs16ar/shared';
import { CommunitySheet } from './community-sheet';
import { HelpIcon, HomeIcon, ServerIcon, StarIcon, UsersIcon } from '@cs16ar/shared/icons';
import { mainItems } from './navigation-items';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom));
  padding-bottom: env(safe-area-inset-bottom);
  background: rgba(14, 18, 27, 0.96);
  backdrop-filter: blur(12px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${mediaUp('lg')} {
    display: none;
  }
`;

const tabStyles = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  border: 0;
  background: none;
  font-size: 0.7rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const Tab = styled(NavLink)`
  ${tabStyles}
  color: ${({ theme }) => theme.colors.textMuted};
  &.active {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const TabButton = styled.button<{ $active: boolean }>`
  ${tabStyles}
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryStrong : theme.colors.textMuted)};
`;

/** docs/product.md §2 Layout, mobile: the fixed bottom tab bar; home appears only here. */
export function TabBar() {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const { pathname } = useLocation();
  const [servers, membership, help] = mainItems;
  return (
    <>
      <Bar aria-label="Navegación móvil">
        <Tab to={paths.home} end>
          <HomeIcon size={22} />
          Inicio
        </Tab>
        <Tab to={servers!.path}>
          <ServerIcon size={22} />
          {servers!.label}
        </Tab>
        <TabButton
          type="button"
          $active={isSheetOpen || pathname.startsWith(paths.community)}
          aria-haspopup="dialog"
          aria-expanded={isSheetOpen}
          onClick={() => setSheetOpen(true)}
        >
          <UsersIcon size={22} />
          Comunidad
        </TabButton>
        <Tab to={membership!.path}>
          <StarIcon size={22} />
          {membership!.label}
        </Tab>
        <Tab to={help!.path}>
          <HelpIcon size={22} />
          {help!.label}
        </Tab>
      </Bar>
      {isSheetOpen && <CommunitySheet onClose={() => setSheetOpen(false)} />}
    </>
  );
}
