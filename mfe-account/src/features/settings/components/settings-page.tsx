import styled from 'styled-components';
import { mediaUp, usePageMeta, useSession, pageHeads } from '@cs16ar/shared';
import { DiscordLinkCard } from '../../discord-link';
import { SteamLinkCard } from '../../steam-link';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { YourDataSection } from './your-data-section';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 28px 16px 48px;

  ${mediaUp('md')} {
    padding: 40px 24px 64px;
  }

  > h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin-bottom: 8px;
  }
  > p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// One column on a phone, as wide as the screen whatever a card holds (a long email address wraps, it does not
// widen the page).
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
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

/**
 * `/ajustes` (signed in; the shell's guard sends visitors to sign in): the Steam ID and its link, Discord, the password and
 * the email (each with the current password), every session, and the account's data (docs/product.md §2).
 */
export function SettingsPage() {
  usePageMeta(pageHeads.settings.title, pageHeads.settings.description);
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page>
      <h1>{pageHeads.settings.heading}</h1>
      <p>Tu cuenta, {user.username}.</p>
      <Columns>
        <Column>
          <SteamLinkCard user={user} />
          <DiscordLinkCard user={user} />
          <SessionsSection />
          <YourDataSection />
        </Column>
        <Column>
          <PasswordSection />
          <EmailSection user={user} />
        </Column>
      </Columns>
    </Page>
  );
}
