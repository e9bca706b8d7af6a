import { useEffect, type ReactNode } from 'react';
import { SteamLinkCard } from '../../steam-link';
import { MembershipPrivilegesCard } from './membership-privileges-card';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  hasVerifiedSteamId,
  isNotFound,
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
  pageHeads,
} from '@cs16ar/shared';
import { PlaceholderTag, FormBanner } from '../../../components/form';
import { PencilIcon } from '@cs16ar/shared/icons';
import { profileUserOf } from '../api/get-public-profile';
import { useOwnPlayerStats } from '../hooks/use-player-stats';
import { useProfilePictureUpload } from '../hooks/use-profile-picture-upload';
import { usePublicProfile } from '../hooks/use-public-profile';
import { NOT_AUTHENTICATED } from '../types/profile-schema';
import type { PublicProfile } from '../types/public-profile';
import { EditProfileForm } from './edit-profile-form';
import { PlayerStatsCard } from './player-stats-card';
import { SignatureCard } from './signature-card';
import { ProfileAvatar } from './profile-avatar';
import { ProfileCard } from './profile-card';
import { ProfileInfoCard } from './profile-info-card';
import { SectionCard } from '../../../components/section-card';
import { ActiveBanCard } from './active-ban-card';
import { UserServers } from './user-servers-card';

export const LOADING_PROFILE = 'Cargando perfil...';
export const PLAYER_NOT_FOUND = 'Jugador no encontrado';
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

/* minmax(0, 1fr): a wide table inside a card (the weapons) scrolls in its own box instead of widening the card. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: 340px minmax(0, 1fr);
    gap: 24px;
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
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

const PAGE_DESCRIPTION = pageHeads.playerProfile.description;

/** "No profile loaded" (docs/product.md §2): the error, or the loading text. */
function ProfileStatus({ title, error, children }: { title: string; error?: string; children?: ReactNode }) {
  usePageMeta(title, PAGE_DESCRIPTION);
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
  const stats = useOwnPlayerStats(user);
  const shown = { ...user, steamIdVerified: hasVerifiedSteamId(user) };
  // Member since and presence are not part of the own user: the public profile of the own id has them.
  const profile = usePublicProfile(user.documentId);
  usePageMeta('Mi perfil', PAGE_DESCRIPTION);

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
            user={shown}
            avatar={<ProfileAvatar user={shown} editable uploading={picture.uploading} onPick={picture.upload} />}
          >
            {picture.message ? (
              <Banner>
                <FormBanner message={picture.message} />
              </Banner>
            ) : null}
          </ProfileCard>
          <ProfileInfoCard profile={profile.view} />
          <SteamLinkCard user={user} />
          <MembershipPrivilegesCard user={user} />
          <UserServers userId={user.id} />
        </>
      }
      main={
        <>
          <ActiveBanCard steamId={shown.steamIdVerified ? (user.steamID?.trim() ?? null) : null} own />
          <SectionCard title="Editar perfil" icon={<PencilIcon />}>
            <EditProfileForm user={user} />
          </SectionCard>
          <PlayerStatsCard stats={stats} own />
          {/* The signature once there is something to draw: a verified Steam ID with games. */}
          {shown.steamIdVerified && user.steamID && stats.status === 'success' && stats.data.servers.length > 0 ? (
            <SignatureCard
              steamId={user.steamID.trim()}
              profileId={user.documentId}
              name={user.nickname || user.username}
            />
          ) : null}
        </>
      }
    />
  );
}

/** An id that is nobody's (or a blocked account's): said in Spanish, with a way back. */
function PlayerNotFound() {
  usePageMeta(PLAYER_NOT_FOUND, PAGE_DESCRIPTION);
  return (
    <Page>
      <StatusBox>
        <h1>{PLAYER_NOT_FOUND}</h1>
        <p>El jugador que buscás no existe o su cuenta ya no está activa.</p>
        <ButtonLink to={paths.servers}>Volver a Servidores</ButtonLink>
      </StatusBox>
    </Page>
  );
}

function OtherProfileView({ profile }: { profile: PublicProfile }) {
  const other = profileUserOf(profile);
  const heading = `Perfil de ${other.nickname || other.username}`;
  usePageMeta(heading, PAGE_DESCRIPTION);
  return (
    <ProfileLayout
      heading={heading}
      side={
        <>
          <ProfileCard user={other} avatar={<ProfileAvatar user={other} editable={false} />}>
            {/* docs/product.md §2: shown on other players' profiles, with no behaviour yet. */}
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
          <ProfileInfoCard profile={{ status: 'success', data: profile }} />
          <UserServers userId={other.id} />
        </>
      }
      main={
        <>
          <ActiveBanCard steamId={profile.steamID} own={false} />
          <PlayerStatsCard
            stats={profile.stats ? { status: 'success', data: profile.stats } : { status: 'no-steam-id' }}
            own={false}
          />
        </>
      }
    />
  );
}

/** Another player, from their public profile (`GET /profiles/:profileId`). */
function OtherProfile({ profileId }: { profileId: string }) {
  const { view, retry } = usePublicProfile(profileId);

  if (view.status === 'loading') return <ProfileStatus title="Perfil" />;
  if (view.status === 'error') {
    if (isNotFound(view.error)) return <PlayerNotFound />;
    return (
      <ProfileStatus title="Perfil" error={PROFILE_LOAD_FAILED}>
        <Button $variant="secondary" onClick={retry}>
          Reintentar
        </Button>
      </ProfileStatus>
    );
  }
  return <OtherProfileView profile={view.data} />;
}

/** A profile's address is its account's documentId (letters and digits, starting with a letter). */
function isProfileId(value: string): boolean {
  return /^[a-z][a-z0-9]{0,63}$/.test(value);
}

/**
 * `/perfil` (behind the shell's guard) and `/perfil/:profileId`. No id, or the signed-in user's own, is the
 * own editable profile; any other shows that player's public profile.
 */
export function ProfilePage() {
  const { profileId } = useParams<{ profileId?: string }>();
  const { isLoading, user } = useSession();
  const isOwn = profileId === undefined || (user !== null && user.documentId === profileId);

  if (isLoading) return <ProfileStatus title={isOwn ? 'Mi perfil' : 'Perfil'} />;
  if (isOwn) {
    if (!user) {
      return (
        <ProfileStatus title="Mi perfil" error={NOT_AUTHENTICATED}>
          <Link to={paths.login} state={{ from: { pathname: paths.profile } } satisfies RedirectState}>
            Iniciar sesión
          </Link>
        </ProfileStatus>
      );
    }
    return <OwnProfile user={user} />;
  }
  if (profileId === undefined || !isProfileId(profileId)) return <PlayerNotFound />;
  return <OtherProfile key={profileId} profileId={profileId} />;
}
