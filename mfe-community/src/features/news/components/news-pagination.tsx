import styled from 'styled-components';
import { ButtonLink } from '@cs16ar/shared';
import { ArrowLeftIcon, ArrowRightIcon } from '@cs16ar/shared/icons';
import { newsListHref } from '../lib/news-list-address';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 32px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

/** Newer and older pages of the list (the newest are on the first page). */
export function NewsPagination({ page, pageCount, tag }: { page: number; pageCount: number; tag: string | null }) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Páginas de novedades">
      {page > 1 ? (
        <ButtonLink to={newsListHref({ page: page - 1, tag })} $variant="secondary" rel="prev">
          <ArrowLeftIcon size={18} />
          Más nuevas
        </ButtonLink>
      ) : (
        <span />
      )}
      <p>
        Página {Math.min(page, pageCount)} de {pageCount}
      </p>
      {page < pageCount ? (
        <ButtonLink to={newsListHref({ page: page + 1, tag })} $variant="secondary" rel="next">
          Más viejas
          <ArrowRightIcon size={18} />
        </ButtonLink>
      ) : (
        <span />
      )}
    </Nav>
  );
}
