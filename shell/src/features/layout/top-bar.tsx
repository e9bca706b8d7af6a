import styled from 'styled-components';
import { ButtonLink, mediaUp, paths, useSession, Link, NavLink } from '@cs16ar/shared';
import { Dropdown, DropdownLinkList } from './dropdown';
import { ChevronDownIcon, DiscordIcon } from '@cs16ar/shared/icons';
import { NavIcon } from './nav-icon';
import { Logo } from './logo';
import { communityItems, mainItems } from './navigation-items';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: rgba(10, 13, 19, 0.86);
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  align-items: center;
  gap: 4px;

  ${mediaUp('lg')} {
    display: flex;
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &.active {
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${mediaUp('lg')} {
    display: none;
  }
`;

// Both ways in fit a 360 px phone beside the logo when a little narrower than the desktop's (issue 48: a phone's
// visitor was offered "Iniciar sesión" but not "Registrarse").
const AccountLink = styled(ButtonLink)`
  padding: 0 10px;
  font-size: 0.8rem;
  white-space: nowrap;

  ${mediaUp('sm')} {
    padding: 0 14px;
    font-size: 0.875rem;
  }
`;

// On a phone the wordmark is "CS 1.6" alone, so "Iniciar sesión" and "Registrarse" both fit beside it (its link
// keeps the full name for screen readers; the landing's hero shows the whole wordmark).
const BarLogo = styled.div`
  display: contents;

  @media (max-width: 479px) {
    .country {
      display: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const DesktopOnly = styled.span`
  display: none;
  ${mediaUp('lg')} {
    display: contents;
  }
`;

const DiscordLink = styled(ButtonLink)`
  background: #5865f2;
  color: #fff;
  &:hover {
    background: #6d78f5;
  }
`;

/** "Admin" in the menu, for the community's staff and the Admin plan's members (their server's panel). */
function StaffNavItem() {
  const { isStaff, role } = useSession();
  return isStaff || role === 'admin' ? <NavItem to={paths.admin}>Admin</NavItem> : null;
}

/** The account's menu when signed in, else the sign-in and sign-up buttons. */
function AccountActions() {
  const { user } = useSession();
  if (user) return <UserMenu />;
  return (
    <>
      <AccountLink to={paths.login} $variant="secondary" $size="sm">
        Iniciar sesión
      </AccountLink>
      <AccountLink to={paths.register} $size="sm">
        Registrarse
      </AccountLink>
    </>
  );
}

/**
 * docs/product.md §2 Layout, desktop: logo, menu with the Comunidad dropdown, Admin for admins, Discord, account.
 * Only the two parts that depend on the session read it: the session is restored right after hydration, and a
 * change of it renders its readers synchronously, in one task (issue 27), so the rest of the bar is not among them.
 */
export function TopBar() {
  return (
    <Bar>
      <Inner>
        <BarLogo>
          <Logo />
        </BarLogo>
        <DesktopNav aria-label="Navegación principal">
          <NavItem to={mainItems[0]!.path}>{mainItems[0]!.label}</NavItem>
          <Dropdown
            label="Comunidad"
            trigger={
              <>
                Comunidad <ChevronDownIcon size={16} />
              </>
            }
          >
            {(close) => (
              <DropdownLinkList>
                {communityItems.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path} onClick={close}>
                      <NavIcon item={item} />
                      <span>
                        {item.label}
                        <small>{item.description}</small>
                      </span>
                    </Link>
                  </li>
                ))}
              </DropdownLinkList>
            )}
          </Dropdown>
          {mainItems.slice(1).map((item) => (
            <NavItem key={item.path} to={item.path}>
              {item.label}
            </NavItem>
          ))}
          <StaffNavItem />
        </DesktopNav>
        <Spacer />
        <Actions>
          <DesktopOnly>
            <DiscordLink to={paths.discord} $size="sm">
              <DiscordIcon size={18} /> Discord
            </DiscordLink>
          </DesktopOnly>
          <AccountActions />
        </Actions>
      </Inner>
    </Bar>
  );
}
