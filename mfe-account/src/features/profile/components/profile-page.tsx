import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  mediaUp,
  paths,
  Spinner,
  usePageMeta,
  useSession,
  useSessionStore,
  type RedirectState,
  type User,
  Link,
  useParams,
} from '@cs16ar/shared';
import { PlaceholderTag, FormBanner } from '../../../components/form';
import { PencilIcon } from '@cs16ar/shared/icons';
import { useOtherUserProfile } from '../hooks/use-other-user-profile';
import { usePlayerStats } from '../hooks/use-player-stats';
import { useProfilePictureUpload } from '../hooks/use-profile-picture-upload';
import { NOT_AUTHENTICATED } from '../types/profile-messages';
import type { ProfileUser } from '../types/profile-user';
import { EditProfileForm } from './edit-profile-form';
import { PlayerStatsCard } from './player-stats-card';
import { ProfileAvatar } from './profile-avatar';
import { ProfileCard } from './profile-card';
import { ProfileInfoCard } from './profile-info-card';
import { SectionCard } from './section-card';
import { UserServers } from './user-servers-card';

export const LOADING_PROFILE = 'Cargando perfil...';
export const USER_NOT_FOUND = 'Usuario no encontrado';
export const PROFILE_LOAD_FAILED = 'No se pudo cargar el perfil del usuario';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 28px 16px 48px;

  ${mediaUp('md')} {
    padding: 40px 24px 64px;
  }

  > h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin-bottom: 24px;
    word-break: break-word;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: 340px minmax(0, 1fr);
    gap: 24px;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;

  ${mediaUp('lg')} {
    gap: 24px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: 100%;
  margin-top: 4px;

  > div {
    display: flex;
    gap: 10px;
    width: 100%;
  }
  > div > * {
    flex: 1;
  }
`;

const Banner = styled.div`
  width: 100%;
  text-align: left;
`;

const StatusBox = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 520px;
  margin: 40px auto;
  padding: 32px 24px;
  text-align: center;
`;

/** "No profile loaded" (SPEC §2): the error, or the loading text. */
function ProfileStatus({ error, children }: { error?: string; children?: ReactNode }) {
  return (
    <Page>
      <StatusBox>
        {error ? <Alert tone="error">{error}</Alert> : <Spinner size={36} label={LOADING_PROFILE} />}
        {error ? null : <p aria-hidden="true">{LOADING_PROFILE}</p>}
        {children}
      </StatusBox>
    </Page>
  );
}

function ProfileLayout({ heading, side, main }: { heading: string; side: ReactNode; main: ReactNode }) {
  return (
    <Page>
      <h1>{heading}</h1>
      <Columns>
        <Column>{side}</Column>
        <Column>{main}</Column>
      </Columns>
    </Page>
  );
}

function OwnProfile({ user }: { user: User }) {
  const store = useSessionStore();
  const picture = useProfilePictureUpload();
  const stats = usePlayerStats(user.id);

  useEffect(() => {
    // The session keeps what sign-in answered, which has no picture: re-read the user once per visit.
    store.refreshUser().catch(() => {
      // The stored copy is still shown; saving or uploading will report a real problem.
    });
  }, [store]);

  return (
    <ProfileLayout
      heading="Mi perfil"
      side={
        <>
          <ProfileCard
            user={user}
            avatar={<ProfileAvatar user={user} editable uploading={picture.uploading} onPick={picture.upload} />}
          >
            {picture.message ? (
              <Banner>
                <FormBanner message={picture.message} />
              </Banner>
            ) : null}
          </ProfileCard>
          <ProfileInfoCard />
          <UserServers userId={user.id} />
        </>
      }
      main={
        <>
          <SectionCard title="Editar perfil" icon={<PencilIcon />}>
            <EditProfileForm user={user} />
          </SectionCard>
          <PlayerStatsCard stats={stats} />
        </>
      }
    />
  );
}

function OtherProfile({ userId }: { userId: number }) {
  const profile = useOtherUserProfile(userId);
  const stats = usePlayerStats(userId);

  if (profile.status === 'loading') return <ProfileStatus />;
  if (profile.status === 'error') return <ProfileStatus error={PROFILE_LOAD_FAILED} />;
  const other: ProfileUser = profile.data;

  return (
    <ProfileLayout
      heading={`Perfil de ${other.nickname || other.username}`}
      side={
        <>
          <ProfileCard user={other} avatar={<ProfileAvatar user={other} editable={false} />}>
            <PlaceholderTag title="Los perfiles de otros jugadores todavía no vienen del servidor">
              Perfil de ejemplo
            </PlaceholderTag>
            {/* SPEC §2: shown on other players' profiles, with no behaviour yet. */}
            <Actions>
              <div>
                <Button $variant="primary" disabled>
                  Mensaje
                </Button>
                <Button $variant="secondary" disabled>
                  Agregar amigo
                </Button>
              </div>
              <PlaceholderTag>Próximamente</PlaceholderTag>
            </Actions>
          </ProfileCard>
          <ProfileInfoCard />
          <UserServers userId={other.id} />
        </>
      }
      main={<PlayerStatsCard stats={stats} />}
    />
  );
}

function parseUserId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * `/perfil` (behind the shell's guard) and `/perfil/:userId`. No id, or the signed-in user's own id, is
 * the own editable profile; any other id shows another player.
 */
export function ProfilePage() {
  const { userId } = useParams<{ userId?: string }>();
  const { isLoading, user } = useSession();
  const isOwn = userId === undefined || (user !== null && String(user.id) === userId);
  usePageMeta(isOwn ? 'Mi perfil' : 'Perfil', 'El perfil de un jugador de la comunidad de CS 1.6 Argentina.');

  if (isLoading) return <ProfileStatus />;
  if (isOwn) {
    if (!user) {
      return (
        <ProfileStatus error={NOT_AUTHENTICATED}>
          <Link to={paths.login} state={{ from: { pathname: paths.profile } } satisfies RedirectState}>
            Iniciar sesión
          </Link>
        </ProfileStatus>
      );
    }
    return <OwnProfile user={user} />;
  }
  const otherId = userId === undefined ? null : parseUserId(userId);
  if (otherId === null) return <ProfileStatus error={USER_NOT_FOUND} />;
  return <OtherProfile key={otherId} userId={otherId} />;
}
