import styled from 'styled-components';
import { Card, mediaUp } from '@cs16ar/shared';

// The card and its skeleton share these pieces and fixed line counts, so a skeleton is exactly as tall as
// the card that replaces it (no layout shift when the data arrives).

export const ServerGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  /* Every row as tall as the tallest card in the grid, at every width (docs/product.md §2). */
  grid-auto-rows: 1fr;

  /* A card away from the screen is laid out and painted only as it comes near (issue 27: the list's first
     render was a 40 ms task, 18 ms with this); until then it counts as 480 px tall, less than any card (500-512 px
     at every width), so a row is still as tall as its tallest card. On the card, not its <li>: the card's shadow
     and its lift on hover are drawn outside the <li>. */
  & > li > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 480px;
  }

  ${mediaUp('md')} {
    gap: 24px;
  }
`;

export const CardFrame = styled(Card).attrs({ $padded: false })`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
`;

export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  flex: none;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  padding: 16px 18px 18px;
`;

const nameLineHeight = 1.3;
const nameFontSize = '1.1rem';
const descriptionLineHeight = 1.45;
const descriptionFontSize = '0.9rem';

export const FactsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 16px;
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const CardActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  margin-top: auto;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${nameFontSize};
  line-height: ${nameLineHeight};
  height: ${2 * nameLineHeight}em;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${descriptionFontSize};
  line-height: ${descriptionLineHeight};
  height: ${2 * descriptionLineHeight}em;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const Fact = styled.div`
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.7rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-size: 0.92rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.85rem;
`;

export const Fill = styled.span<{ $ratio: number }>`
  display: block;
  height: 4px;
  margin-top: 5px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.08);
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $ratio }) => Math.round($ratio * 100)}%;
    background: ${({ theme }) => theme.gradients.primary};
  }
`;
