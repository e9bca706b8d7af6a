import styled from 'styled-components';
import { Skeleton } from '@cs16ar/shared';
import { ConsoleConnectRoom } from '../../../components/console-connect';
import { CardActions, CardBody, CardFrame, CardMedia, Description, Fact, FactsGrid, Fill, Name } from './card-layout';

// Inline blocks sit inside the same lines the card's text uses, so each line keeps the card's height.
const Line = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
`;

const MediaSkeleton = styled(Skeleton)`
  position: absolute;
  inset: 0;
  border-radius: 0;
`;

/** A card-shaped placeholder exactly as tall as a server card (docs/product.md §9: six of them while loading). */
export function ServerCardSkeleton() {
  return (
    <CardFrame data-testid="server-card-skeleton" aria-hidden="true">
      <CardMedia>
        <MediaSkeleton $height="100%" />
      </CardMedia>
      <CardBody>
        <Name as="div">
          <Line $width="80%" $height="0.9em" />
        </Name>
        <Description as="div">
          <Line $width="100%" $height="0.8em" />
          <Line $width="62%" $height="0.8em" />
        </Description>
        <FactsGrid>
          {['IP', 'Ubicación', 'Jugadores', 'Mapa'].map((label) => (
            <Fact key={label}>
              <dt>
                <Line $width="40%" $height="0.8em" />
              </dt>
              <dd>
                <Line $width="70%" $height="0.9em" />
                {label === 'Jugadores' ? <Fill $ratio={0} /> : null}
              </dd>
            </Fact>
          ))}
        </FactsGrid>
        <CardActions>
          <Skeleton $height="34px" $radius="10px" />
          <Skeleton $height="34px" $radius="10px" />
        </CardActions>
        <ConsoleConnectRoom />
      </CardBody>
    </CardFrame>
  );
}
