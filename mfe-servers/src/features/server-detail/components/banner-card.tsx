import styled from 'styled-components';
import { getRuntimeConfig, paths, type Server } from '@cs16ar/shared';
import { CopyButton, copyLabels } from '../../../components/console-connect';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
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

const Snippet = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 10px;

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  div {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.78rem;
  }
`;

function CopySnippet({ id, label, text }: { id: string; label: string; text: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <Snippet>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} readOnly value={text} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton
          type="button"
          $copied={state === 'copied'}
          onClick={() => void copy(text)}
          aria-label={state === 'idle' ? `Copiar el código ${label}` : undefined}
        >
          <span aria-live="polite">{copyLabels[state]}</span>
        </CopyButton>
      </div>
    </Snippet>
  );
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// BBCode has no escaping: the brackets a name could hold would close its tags.
const bbcodeSafe = (value: string) => value.replace(/[[\]]/g, '');

/**
 * Issue 46: the server's banner (468×60, live status and the last 24 hours, drawn by the CMS as PNG and SVG) with the
 * HTML and BBCode to paste on a clan page or a forum; both link back to this page.
 */
export function BannerCard({ server }: { server: Pick<Server, 'documentId' | 'name'> }) {
  // The runtime config's apiUrl is absolute, without a trailing slash (shared/src/config/runtime-config.ts).
  const png = `${getRuntimeConfig().apiUrl}/servers/${encodeURIComponent(server.documentId)}/banner.png`;
  const page = `${window.location.origin}${paths.serverDetail(server.documentId)}`;
  const html = `<a href="${attribute(page)}"><img src="${attribute(png)}" width="468" height="60" alt="${attribute(server.name)}"></a>`;
  const bbcode = `[url=${bbcodeSafe(page)}][img]${bbcodeSafe(png)}[/img][/url]`;
  return (
    <Section as="section" aria-labelledby="banner-servidor">
      <h2 id="banner-servidor">Banner para tu sitio</h2>
      <p>Se actualiza solo: estado, mapa, jugadores y las últimas 24 horas.</p>
      <img src={png} width={468} height={60} alt={`Banner de ${server.name}`} loading="lazy" decoding="async" />
      <CopySnippet id="banner-html" label="HTML" text={html} />
      <CopySnippet id="banner-bbcode" label="BBCode (foros)" text={bbcode} />
    </Section>
  );
}
