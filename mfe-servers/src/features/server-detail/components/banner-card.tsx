import styled from 'styled-components';
import { getRuntimeConfig, ImageSnippets, paths, type Server } from '@cs16ar/shared';
import { SideCard } from './side-cards';

const Section = styled(SideCard)`
  p {
    margin: 0 0 10px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  img {
    display: block;
    width: 100%;
    max-width: 468px;
    height: auto;
    margin-bottom: 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * Issue 46: the server's banner (468×60, live status and the last 24 hours, drawn by the CMS as PNG and SVG) with the
 * HTML and BBCode to paste on a clan page or a forum; both link back to this page.
 */
export function BannerCard({ server }: { server: Pick<Server, 'documentId' | 'name'> }) {
  // The runtime config's apiUrl is absolute, without a trailing slash (shared/src/config/runtime-config.ts).
  const png = `${getRuntimeConfig().apiUrl}/servers/${encodeURIComponent(server.documentId)}/banner.png`;
  const link = `${window.location.origin}${paths.serverDetail(server.documentId)}`;
  return (
    <Section as="section" aria-labelledby="banner-servidor">
      <h2 id="banner-servidor">Banner para tu sitio</h2>
      <p>Se actualiza solo: estado, mapa, jugadores y las últimas 24 horas.</p>
      <img src={png} width={468} height={60} alt={`Banner de ${server.name}`} loading="lazy" decoding="async" />
      <ImageSnippets image={{ src: png, width: 468, height: 60, alt: server.name, link }} />
    </Section>
  );
}
