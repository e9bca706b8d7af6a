import styled from 'styled-components';
import { Alert, Card, Link, paths, Spinner, type AwardDay, type AwardWinner } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { formatArgentineDay, formatCount, formatDecimal } from '@cs16ar/shared/format';
import { serverAwardsQuery } from '../api/get-server-awards';
import { TOP_PLAYERS_REFRESH_MS } from '../hooks/use-top-players';
import { EmptyText, TableScroller } from './data-table';
import { Footnote } from './period-panel';

const NO_AWARDS =
  'Todavía no hay premios: se entregan al terminar cada día (a las 00:00, hora de Argentina) con las partidas de ese día.';

const Intro = styled.p`
  margin: 0 0 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;

const Days = styled.div`
  display: grid;
  gap: 16px;
`;

const DayCard = styled(Card)`
  h3 {
    margin: 0 0 12px;
    font-size: 1rem;
  }
`;

const Awards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.gold};
    font-size: 0.78rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
  .winner {
    display: block;
    margin-top: 4px;
    font-weight: 650;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .figure {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.88rem;
  }
`;

const Rules = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 8px 0 0;

  dt {
    font-weight: 650;
  }
  dd {
    margin: 0;
  }
`;

/** "42 kills", "37,5 % de precisión". */
function figureText(award: AwardWinner): string {
  const value = Number.isInteger(award.value) ? formatCount(award.value) : formatDecimal(award.value, 1);
  return `${value} ${award.unit}`;
}

function Winner({ award }: { award: AwardWinner }) {
  const name = award.player.name || award.player.steamID;
  return award.player.profileId ? (
    <Link className="winner" to={paths.userProfile(award.player.profileId)} title={name}>
      {name}
    </Link>
  ) : (
    <span className="winner" title={name}>
      {name}
    </span>
  );
}

function DayAwards({ day }: { day: AwardDay }) {
  return (
    <DayCard as="section" aria-label={`Premios del ${formatArgentineDay(day.day)}`}>
      <h3>{formatArgentineDay(day.day)}</h3>
      <Awards>
        {day.awards.map((award) => (
          <li key={award.award}>
            <strong>{award.title}</strong>
            <Winner award={award} />
            <span className="figure">{figureText(award)}</span>
          </li>
        ))}
      </Awards>
    </DayCard>
  );
}

/** Issue 46: the awards of the day of the last two weeks on this server, with how each is won. */
export function AwardsPanel({ documentId }: { documentId: string }) {
  const query = useQuery({ ...serverAwardsQuery(documentId), staleTime: TOP_PLAYERS_REFRESH_MS });
  const view = queryView(query);
  if (view.status === 'loading') return <Spinner size={28} label="Cargando premios..." />;
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        No se pudieron cargar los premios. Por favor intentalo nuevamente.
      </Alert>
    );
  }
  const { days, rules } = view.data;
  return (
    <>
      <Intro>
        Los premios de cada día de las últimas dos semanas: el mejor jugador del servidor en cada categoría.
      </Intro>
      {days.length === 0 ? (
        <TableScroller>
          <EmptyText>{NO_AWARDS}</EmptyText>
        </TableScroller>
      ) : (
        <Days>
          {days.map((day) => (
            <DayAwards key={day.day} day={day} />
          ))}
        </Days>
      )}
      {rules.length > 0 ? (
        <Footnote as="div">
          Cómo se eligen (cada día de 00:00 a 24:00, hora de Argentina; un empate lo gana el Steam ID menor):
          <Rules>
            {rules.map((rule) => (
              <div key={rule.award} style={{ display: 'contents' }}>
                <dt>{rule.title}</dt>
                <dd>{rule.rule}</dd>
              </div>
            ))}
          </Rules>
        </Footnote>
      ) : null}
    </>
  );
}
