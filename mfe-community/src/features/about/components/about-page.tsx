import styled from 'styled-components';
import { Alert, ButtonLink, mediaUp, paths, Skeleton, usePageMeta, pageHeads } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { InfoIcon } from '@cs16ar/shared/icons';
import { MarkdownText } from '@cs16ar/shared/markdown';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { useAboutPage } from '../hooks/use-about-page';

const Story = styled.article`
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('md')} {
    padding: 40px 48px;
  }
  > h2 {
    margin-top: 0;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 24px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.9rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

/** docs/product.md §2 "Sobre nosotros" at /comunidad/sobre-nosotros: the community's story, from the CMS. */
export function AboutPage() {
  const state = useAboutPage();
  const about = state.status === 'success' ? state.about : null;
  usePageMeta(pageHeads.about.title, about?.summary ?? pageHeads.about.description);
  const updated = about ? formatDate(about.updatedAt) : null;

  return (
    <PageColumn $narrow>
      <PageHeader icon={<InfoIcon size={16} />} title={pageHeads.about.heading}>
        {about?.summary ?? pageHeads.about.description}
      </PageHeader>

      {state.status === 'loading' ? (
        <Story aria-busy="true">
          <p className="visually-hidden" role="status">
            Cargando nuestra historia...
          </p>
          {[70, 100, 92, 85, 60].map((width, index) => (
            <Skeleton key={index} $width={`${width}%`} $height="1rem" style={{ marginTop: index ? 14 : 0 }} />
          ))}
        </Story>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'empty' ? (
        <StatePanel
          title="Todavía no publicamos nuestra historia"
          actions={<ButtonLink to={paths.servers}>Ver servidores</ButtonLink>}
        >
          Mientras la escribimos, podés conocernos jugando en nuestros servidores.
        </StatePanel>
      ) : null}

      {about ? (
        <>
          <Story aria-label={about.title}>
            {about.title !== pageHeads.about.heading ? <h2>{about.title}</h2> : null}
            <MarkdownText>{about.body}</MarkdownText>
          </Story>
          <Footer>
            {updated ? (
              <p>
                Actualizado el <time dateTime={about.updatedAt}>{updated}</time>
              </p>
            ) : (
              <span />
            )}
            <div>
              <ButtonLink to={paths.communityStaff} $variant="secondary">
                Conocé al staff
              </ButtonLink>
              <ButtonLink to={paths.communityRules} $variant="secondary">
                Leé el reglamento
              </ButtonLink>
            </div>
          </Footer>
        </>
      ) : null}
    </PageColumn>
  );
}
