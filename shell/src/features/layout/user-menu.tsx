import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Avatar, imageUrl, mediaUp, RoleBadge, roleOf, useSession, Link } from '@cs16ar/shared';
import { Dropdown, DropdownLinkList } from './dropdown';
import { NavIcon } from './nav-icon';
import { accountItems } from './navigation-items';

const Name = styled.span`
  display: none;
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${mediaUp('md')} {
    display: inline;
  }
`;

// Only a paid account can have a charge that failed: only it loads the notice (and the data layer it reads with).
const ChargeFailedNotice = lazy(() =>
  import(/* webpackChunkName: "charge-failed-notice" */ './charge-failed-notice').then(
    (module) => ({ default: module.ChargeFailedNotice }),
    (error: unknown) => {
      console.error('[layout] the membership notice could not be loaded', error);
      return { default: () => null };
    },
  ),
);

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** Avatar (initial of the username), role badge and the account dropdown of a signed-in player. */
export function UserMenu() {
  const { user } = useSession();
  if (!user) return null;
  const paid = roleOf(user) !== 'regular';
  return (
    <Bar>
      {paid && (
        <Suspense fallback={null}>
          <ChargeFailedNotice variant="bar" />
        </Suspense>
      )}
      <Dropdown
        label={`Menú de ${user.username}`}
        align="right"
        trigger={
          <>
            <Avatar name={user.username} src={imageUrl(user.profilePicture, 'thumbnail')} size={32} />
            <Name>{user.nickname || user.username}</Name>
            <RoleBadge userType={user.userType} />
          </>
        }
      >
        {(close) => (
          <DropdownLinkList>
            {paid && (
              <Suspense fallback={null}>
                <ChargeFailedNotice variant="menu" onFollow={close} />
              </Suspense>
            )}
            {accountItems.map((item) => (
              <li key={item.path}>
                <Link to={item.path} onClick={close}>
                  <NavIcon item={item} size={18} />
                  {item.label}
                </Link>
              </li>
            ))}
          </DropdownLinkList>
        )}
      </Dropdown>
    </Bar>
  );
}
