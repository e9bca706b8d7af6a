import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card, playerIdLabel, roleOf, type BadgeTone, type UserType } from '@cs16ar/shared';
import type { ProfileUser } from '../types/profile-user';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 28px 20px 24px;
  text-align: center;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  margin-top: 8px;

  .username {
    margin: 0;
    font-size: 1.35rem;
    font-weight: 800;
    word-break: break-word;
  }
  .nickname {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bio = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  word-break: break-word;
`;

const Steam = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const badgeTones: Record<UserType, BadgeTone> = { admin: 'info', premium: 'gold', regular: 'neutral' };

/** docs/product.md §2: badge by userType, ADMIN, PREMIUM or REGULAR (any other value counts as regular). */
export function UserTypeBadge({ userType }: { userType: ProfileUser['userType'] }) {
  const role = roleOf({ userType });
  return <Badge $tone={badgeTones[role]}>{role.toUpperCase()}</Badge>;
}

/** The player's card: picture, names, role, bio and Steam ID; `avatar` and `children` vary by viewer. */
export function ProfileCard({
  user,
  avatar,
  children,
}: {
  user: ProfileUser;
  avatar: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Body as="section" aria-label="Tarjeta del jugador">
      {avatar}
      <Names>
        <p className="username">{user.username}</p>
        {user.nickname ? <p className="nickname">{user.nickname}</p> : null}
        <UserTypeBadge userType={user.userType} />
      </Names>
      {user.bio ? <Bio>{user.bio}</Bio> : null}
      {user.steamID ? (
        <Steam>
          {playerIdLabel(user.steamID)}: <code>{user.steamID}</code>
          {user.steamIdVerified ? <Badge $tone="success">Verificado</Badge> : <Badge>Sin verificar</Badge>}
        </Steam>
      ) : null}
      {children}
    </Body>
  );
}
