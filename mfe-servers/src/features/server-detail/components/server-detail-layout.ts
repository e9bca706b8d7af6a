import styled from 'styled-components';
import { Card, mediaUp } from '@cs16ar/shared';

/** The detail page's frame: width, the two columns and the centred not-found card. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 20px 16px 48px;

  ${mediaUp('md')} {
    padding: 28px 24px 64px;
  }
`;

/**
 * The way into the game, the tabs and the live status. On a phone the way in comes first, under the header, and the
 * status and map after the tabs; on a desktop the tabs are the main column and the way in heads the side column,
 * above the status (which stays in view while the tabs scroll).
 */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'join' 'tabs' 'aside';
  gap: 24px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'tabs join' 'tabs aside';
    gap: 20px 32px;
  }
`;

export const JoinArea = styled.div`
  grid-area: join;
  min-width: 0;
`;

export const TabsArea = styled.div`
  grid-area: tabs;
  min-width: 0;
`;

export const Aside = styled.aside`
  grid-area: aside;
  display: grid;
  gap: 20px;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr);
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  }
`;

export const Centered = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 56px 20px;
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
