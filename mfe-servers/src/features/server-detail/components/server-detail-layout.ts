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

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 32px;
  }
`;

export const Aside = styled.aside`
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
