import styled from 'styled-components';
import { mediaUp, Spinner } from '@cs16ar/shared';
import { formatCount, formatDate, formatPlayTime } from '@cs16ar/shared/format';
import { ChartIcon } from '@cs16ar/shared/icons';
import { PlaceholderTag } from '../../../components/form';
import type { QueryView } from '@cs16ar/shared/data';
import type { PlayerServerStats } from '../types/player-stats';
import { killDeathRatio } from '../lib/player-stats-format';
import { SectionCard } from './section-card';

export const NO_STATS = 'Este jugador aún no tiene estadísticas registradas.';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    margin: 0 0 12px;
    font-size: 1rem;
  }
  h3 span {
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 16px;
  margin: 0;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(6, auto);
  }
  dt {
    font-size: 0.72rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px 0;
`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** SPEC §2 "Estadísticas del jugador", per server. The figures are sample data for now (see sample-data/). */
export function PlayerStatsCard({ stats }: { stats: QueryView<PlayerServerStats[]> }) {
  return (
    <SectionCard
      title="Estadísticas del jugador"
      icon={<ChartIcon />}
      aside={
        <PlaceholderTag title="Estadísticas de muestra hasta que el servidor las registre">
          Datos de ejemplo
        </PlaceholderTag>
      }
    >
      {stats.status === 'loading' ? (
        <Center>
          <Spinner size={28} label="Cargando estadísticas..." />
        </Center>
      ) : stats.status === 'error' || stats.data.length === 0 ? (
        <Muted>{NO_STATS}</Muted>
      ) : (
        <List>
          {stats.data.map((entry) => (
            <Entry key={entry.serverId}>
              <h3>
                {entry.serverName}
                <span>Rango #{entry.rank}</span>
              </h3>
              <Figures>
                <Figure label="Nivel" value={String(entry.level)} />
                <Figure label="Kills" value={formatCount(entry.kills)} />
                <Figure label="Deaths" value={formatCount(entry.deaths)} />
                <Figure label="K/D" value={killDeathRatio(entry.kills, entry.deaths)} />
                <Figure label="Tiempo jugado" value={formatPlayTime(entry.playTime)} />
                <Figure label="Última vez" value={formatDate(entry.lastPlayed) ?? '—'} />
              </Figures>
            </Entry>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
