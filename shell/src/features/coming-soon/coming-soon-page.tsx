import styled from 'styled-components';
import { ButtonLink, Card, paths, usePageMeta } from '@cs16ar/shared';

const Wrapper = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 0 16px;
`;

const Panel = styled(Card)`
  text-align: center;
  padding: 40px 24px;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  font-size: 0.8rem;
`;

/** The screens docs/product.md §2 names but does not show: a tidy placeholder rather than a redirect. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return (
    <Wrapper>
      <Panel>
        <Eyebrow>Próximamente</Eyebrow>
        <h1>{title}</h1>
        <p>{description}</p>
        <p>Estamos trabajando en esta sección. Mientras tanto, podés seguir jugando en nuestros servidores.</p>
        <ButtonLink to={paths.servers} $variant="secondary">
          Ver servidores
        </ButtonLink>
      </Panel>
    </Wrapper>
  );
}
