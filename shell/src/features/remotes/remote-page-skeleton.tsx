import { memo } from 'react';
import styled, { css } from 'styled-components';
import { mediaUp, Skeleton, type PageHead } from '@cs16ar/shared';

/**
 * How a remote page starts, so its skeleton can take the same place: the container, the header and where the
 * heading sits. The values follow each remote page's own header (the browser test
 * `tests/e2e/first-paint.spec.ts` checks the heading does not move when the page replaces its skeleton).
 */
export type SkeletonLayout =
  | 'list'
  | 'help'
  | 'plans'
  | 'form'
  | 'detail'
  | 'article'
  | 'profile'
  | 'settings'
  // mfe-community's PageColumn and PageHeader (wide, and `$narrow` for reading).
  | 'community'
  | 'community-narrow';

const Page = styled.div<{ $layout: SkeletonLayout }>`
  max-width: ${({ $layout, theme }) =>
    $layout === 'article' || $layout === 'community-narrow'
      ? '820px'
      : $layout === 'profile'
        ? '960px'
        : theme.layout.maxWidth};
  margin: 0 auto;
  ${({ $layout }) => {
    switch ($layout) {
      case 'list':
        return css`
          padding: 28px 16px 48px;
          ${mediaUp('md')} {
            padding: 44px 24px 64px;
          }
        `;
      case 'plans':
      case 'form':
        return css`
          padding: 32px 16px 48px;
          ${mediaUp('md')} {
            padding: 56px 24px 72px;
          }
        `;
      case 'article':
        return css`
          padding: 24px 16px 48px;
          ${mediaUp('md')} {
            padding: 40px 24px 64px;
          }
        `;
      case 'settings':
        return css`
          padding: 28px 16px 48px;
          ${mediaUp('md')} {
            padding: 40px 24px 64px;
          }
        `;
      case 'community':
      case 'community-narrow':
        return css`
          padding: 32px 16px 56px;
          ${mediaUp('md')} {
            padding: 48px 24px 72px;
          }
        `;
      default:
        return css`
          padding: 32px 16px 48px;
          ${mediaUp('md')} {
            padding: 48px 24px 64px;
          }
        `;
    }
  }}
`;

const Header = styled.header<{ $layout: SkeletonLayout }>`
  h1 {
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $layout }) => {
    switch ($layout) {
      case 'list':
        return css`
          margin-bottom: 24px;
          h1 {
            margin: 0 0 8px;
            font-size: clamp(1.7rem, 4.5vw, 2.5rem);
          }
        `;
      case 'help':
        return css`
          display: flex;
          flex-direction: column;
          gap: 16px;
          margin-bottom: 40px;
          h1 {
            margin: 0;
            font-size: clamp(2rem, 5vw, 2.75rem);
          }
          p {
            max-width: 60ch;
          }
        `;
      case 'plans':
        return css`
          text-align: center;
          max-width: 860px;
          margin: 0 auto 48px;
          h1 {
            font-size: clamp(1.9rem, 5vw, 2.75rem);
            margin-bottom: 12px;
          }
          p {
            font-size: 1.05rem;
          }
        `;
      case 'settings':
        return css`
          h1 {
            font-size: clamp(1.6rem, 4vw, 2.2rem);
            margin-bottom: 8px;
          }
          p {
            margin: 0 0 24px;
          }
        `;
      case 'community':
      case 'community-narrow':
        return css`
          display: flex;
          flex-direction: column;
          gap: 12px;
          margin-bottom: 32px;
          h1 {
            margin: 0;
            font-size: clamp(2rem, 5vw, 2.75rem);
          }
          p {
            max-width: 62ch;
            font-size: 1.05rem;
          }
        `;
      default:
        return css`
          margin-bottom: 24px;
        `;
    }
  }}
`;

// The sign-in and registration card (mfe-account's AuthLayout), empty but for its header.
const FormPanel = styled.div`
  width: 100%;
  max-width: 460px;
  margin: 0 auto;
  padding: 28px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  background:
    radial-gradient(120% 60% at 50% 0%, rgba(255, 138, 31, 0.1) 0%, rgba(255, 138, 31, 0) 70%),
    ${({ theme }) => theme.colors.surface};

  ${mediaUp('sm')} {
    padding: 36px 36px 32px;
  }

  header {
    text-align: center;
  }
  h1 {
    font-size: 1.75rem;
    margin-bottom: 6px;
  }
`;

const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 16px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 700;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const NoScriptNote = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Blocks = styled.div<{ $columns: number }>`
  display: grid;
  gap: 16px;
  ${mediaUp('md')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

/** The heading: its text when the page's heading is fixed, else its place (its name only for screen readers). */
function Heading({ head, width }: { head: PageHead; width: string }) {
  if (head.heading) return <h1>{head.heading}</h1>;
  return (
    <h1>
      <Skeleton $width={width} $height="1.1em" />
      <span className="visually-hidden">{head.title}</span>
    </h1>
  );
}

/**
 * What a remote page shows until its code has arrived: the page's heading in its place and grey blocks where
 * its content will be. The same markup is in the page's prerendered HTML, so the page paints without
 * JavaScript, and the client's first render is this same tree (no flash). Memoized: the page around it renders
 * again, synchronously, right after hydration (`useHydrated`), with the same route, so the skeleton's dozen styled
 * blocks are not rendered again for nothing (issue 27).
 */
export const RemotePageSkeleton = memo(function RemotePageSkeleton({
  head,
  layout,
}: {
  head: PageHead;
  layout: SkeletonLayout;
}) {
  const status = (
    <span role="status" className="visually-hidden">
      Cargando sección...
    </span>
  );
  // Seen only in the prerendered HTML with JavaScript off: the page's own content needs it.
  const noScript = (
    <noscript>
      <NoScriptNote>Para ver esta sección necesitás activar JavaScript en tu navegador.</NoScriptNote>
    </noscript>
  );
  if (layout === 'form') {
    return (
      <Page $layout={layout} aria-busy="true">
        {status}
        <FormPanel>
          <Header $layout={layout}>
            <Heading head={head} width="60%" />
            {head.intro && <p>{head.intro}</p>}
          </Header>
          {noScript}
          <Skeleton $height="260px" $radius="10px" />
        </FormPanel>
      </Page>
    );
  }
  return (
    <Page $layout={layout} aria-busy="true">
      {status}
      <Header $layout={layout}>
        {layout === 'help' && <Eyebrow>Soporte</Eyebrow>}
        {(layout === 'community' || layout === 'community-narrow') && <Eyebrow>Comunidad</Eyebrow>}
        <Heading head={head} width={layout === 'article' ? '80%' : '50%'} />
        {head.intro ? <p>{head.intro}</p> : <Skeleton $width="min(300px, 70%)" $height="1em" />}
      </Header>
      {noScript}
      <Blocks $columns={layout === 'list' || layout === 'plans' ? 3 : 2}>
        <Skeleton $height="220px" $radius="16px" />
        <Skeleton $height="220px" $radius="16px" />
        <Skeleton $height="220px" $radius="16px" />
      </Blocks>
    </Page>
  );
});
