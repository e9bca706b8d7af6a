import styled from 'styled-components';
import { Alert, ButtonLink, Link, mediaUp, pageHeads, paths, Skeleton, usePageMeta } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { InfoIcon } from '@cs16ar/shared/icons';
import { MarkdownText } from '@cs16ar/shared/markdown';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { useLegalPage } from '../hooks/use-legal-page';
import type { LegalPageName } from '../types/legal-page';

const Text = styled.article`
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('md')} {
    padding: 40px 48px;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
  margin-top: 24px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.9rem;

  p {
    margin: 0;
  }
`;

const pages = {
  terminos: { head: pageHeads.terms, other: { to: paths.privacy, label: 'Leé la política de privacidad' } },
  privacidad: { head: pageHeads.privacy, other: { to: paths.terms, label: 'Leé los términos y condiciones' } },
} as const;

/**
 * docs/product.md §2 "Términos y privacidad": the terms (/terminos) or the privacy policy (/privacidad) as staff
 * published them in the CMS, with the date of the last change and a link to the other page.
 */
export function LegalPage({ name }: { name: LegalPageName }) {
  const state = useLegalPage(name);
  const { head, other } = pages[name];
  const page = state.status === 'success' ? state.page : null;
  usePageMeta(head.title, page?.summary ?? head.description);
  const updated = page ? formatDate(page.updatedAt) : null;

  return (
    <PageColumn $narrow>
      <PageHeader icon={<InfoIcon size={16} />} title={head.heading} section="CS 1.6 Argentina">
        {page?.summary ?? head.description}
      </PageHeader>

      {state.status === 'loading' ? (
        <Text aria-busy="true">
          <p className="visually-hidden" role="status">
            Cargando {head.heading.toLowerCase()}...
          </p>
          {[70, 100, 92, 85, 60].map((width, index) => (
            <Skeleton key={index} $width={`${width}%`} $height="1rem" style={{ marginTop: index ? 14 : 0 }} />
          ))}
        </Text>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'empty' ? (
        <StatePanel
          title="Todavía no publicamos esta página"
          actions={<ButtonLink to={paths.help}>Ir al Centro de Ayuda</ButtonLink>}
        >
          El staff la está escribiendo. Si tenés una consulta, escribinos por el Discord de la comunidad.
        </StatePanel>
      ) : null}

      {page ? (
        <>
          <Text aria-label={page.title}>
            <MarkdownText>{page.body}</MarkdownText>
          </Text>
          <Footer>
            {updated ? (
              <p>
                Actualizado el <time dateTime={page.updatedAt}>{updated}</time>
              </p>
            ) : (
              <span />
            )}
            <Link to={other.to}>{other.label}</Link>
          </Footer>
        </>
      ) : null}
    </PageColumn>
  );
}
