import styled from 'styled-components';
import { Card } from '@cs16ar/shared';

/**
 * A titled part of a page, on the shared card: the staff's actions on a ban, "Nuevo baneo", an appeal and its
 * evidence. Its parts stand in a column; a section, or what an extension's `.attrs({ as })` makes it (a
 * form): a prop `as` would lose to these attrs.
 */
export const PagePanel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
