import { useState } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig, ImageSnippets, paths } from '@cs16ar/shared';
import { LinkIcon } from '@cs16ar/shared/icons';
import { SectionCard, SectionText } from '../../../components/section-card';

const THEMES = [
  { id: 'dark', label: 'Oscura' },
  { id: 'light', label: 'Clara' },
] as const;
type Theme = (typeof THEMES)[number]['id'];

const Themes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 12px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 0.9rem;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 468px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * Issue 46: the player's signature for forums (468×100, drawn by the CMS from their public statistics: name, best
 * place, kills, K/D, headshots, favourite weapon), dark or light, with the HTML and BBCode that link to this profile.
 */
export function SignatureCard({ steamId, profileId, name }: { steamId: string; profileId: string; name: string }) {
  const [theme, setTheme] = useState<Theme>('dark');
  // The runtime config's apiUrl is absolute, without a trailing slash (shared/src/config/runtime-config.ts).
  const src = `${getRuntimeConfig().apiUrl}/players/${encodeURIComponent(steamId)}/signature.png?theme=${theme}`;
  const link = `${window.location.origin}${paths.userProfile(profileId)}`;
  return (
    <SectionCard title="Tu firma para foros" icon={<LinkIcon />}>
      <SectionText>
        Se actualiza sola con tus estadísticas. Pegala en tu firma de un foro o en la página de tu clan.
      </SectionText>
      <Themes>
        <legend>Versión</legend>
        {THEMES.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="signature-theme"
              value={option.id}
              checked={theme === option.id}
              onChange={() => setTheme(option.id)}
            />
            {option.label}
          </label>
        ))}
      </Themes>
      <Picture src={src} width={468} height={100} alt={`Firma de ${name}`} loading="lazy" decoding="async" />
      <ImageSnippets image={{ src, width: 468, height: 100, alt: `${name} en CS 1.6 Argentina`, link }} />
    </SectionCard>
  );
}
