import styled from 'styled-components';
import { Avatar, imageUrl, mediaUp, RoleBadge, useSession, Link } from '@cs16ar/shared';
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

/** Avatar (initial of the username), role badge and the account dropdown of a signed-in player. */
export function UserMenu() {
  const { user } = useSession();
  if (!user) return null;
  return (
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
  );
}
