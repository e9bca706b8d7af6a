import styled from 'styled-components';
import { errorMessage, Link, mediaUp, paths } from '@cs16ar/shared';
import { formatCount, formatDate, formatDecimal, formatPlayTime } from '@cs16ar/shared/format';
import { ChartIcon } from '@cs16ar/shared/icons';
import type { PlayerStatsView } from '../hooks/use-player-stats';
import type { PlayerServerStats, StatFigures } from '../types/player-stats';
import { SectionCard, SectionLoading, SectionText } from '../../../components/section-card';
import { PlayerActivity } from './player-activity';
import { PlayerAwards } from './player-awards';
import { PlayerMaps } from './player-maps';
import { PlayerRankHistory } from './player-rank-history';
import { PlayerSessions } from './player-sessions';
import { PlayerWeapons } from './player-weapons';

export const NO_STATS = 'Este jugador aún no tiene estadísticas registradas.';
export const STATS_FAILED = 'No se pudieron cargar las estadísticas.';
export const OTHER_WITHOUT_STEAM_ID = 'Este jugador todavía no cargó su Steam ID, así que no tiene estadísticas.';
/** The help centre's article on finding one's Steam ID (cms/src/seed/help-articles.ts). */
export const STEAM_ID_HELP_SLUG = 'como-encontrar-tu-steam-id';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $total?: boolean }>`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ $total, theme }) => ($total ? 'rgba(255, 138, 31, 0.45)' : theme.colors.border)};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    margin: 0 0 12px;
    font-size: 1rem;
    word-break: break-word;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-decoration-color: rgba(255, 138, 31, 0.55);
    text-underline-offset: 3px;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  h3 span {
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.gold};
    white-space: nowrap;
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

const Intro = styled(SectionText)`
  margin-bottom: 14px;
  font-size: 0.88rem;
`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The map objectives a player took part in, those above zero (issue 46): classic maps' bombs, hostages and VIPs. */
const OBJECTIVES: readonly { field: keyof StatFigures; label: string }[] = [
  { field: 'bombsPlanted', label: 'Bombas plantadas' },
  { field: 'bombsDefused', label: 'Bombas desactivadas' },
  { field: 'hostagesRescued', label: 'Rehenes rescatados' },
  { field: 'vipsAssassinated', label: 'VIP eliminados' },
  { field: 'hostagesKilled', label: 'Rehenes muertos' },
];

/** docs/product.md §2: Nivel, Kills, Deaths, K/D (two decimals), play time and the last game's date; objectives played. */
function StatFigureList({ figures }: { figures: StatFigures }) {
  return (
    <Figures>
      <Figure label="Nivel" value={String(figures.level)} />
      <Figure label="Kills" value={formatCount(figures.kills)} />
      <Figure label="Deaths" value={formatCount(figures.deaths)} />
      <Figure label="K/D" value={formatDecimal(figures.kd, 2)} />
      <Figure label="Tiempo jugado" value={formatPlayTime(figures.playTimeSeconds)} />
      <Figure label="Última vez" value={formatDate(figures.lastSeen) ?? '—'} />
      {OBJECTIVES.filter(({ field }) => Number(figures[field]) > 0).map(({ field, label }) => (
        <Figure key={field} label={label} value={formatCount(Number(figures[field]))} />
      ))}
    </Figures>
  );
}

function ServerEntry({ entry }: { entry: PlayerServerStats }) {
  return (
    <Entry>
      <h3>
        <Link to={paths.serverDetail(entry.server.documentId)}>{entry.server.name}</Link>
        <span>{entry.rank === null ? 'Sin ranking' : `Rango #${entry.rank}`}</span>
      </h3>
      <StatFigureList figures={entry} />
    </Entry>
  );
}

function OwnWithoutSteamId() {
  return (
    <>
      <SectionText>
        Vinculá tu Steam ID desde el juego (“Vincular mi Steam ID”) para ver tus estadísticas de los servidores de la
        comunidad.
      </SectionText>
      <SectionText>
        ¿No sabés cuál es? <Link to={paths.helpArticle(STEAM_ID_HELP_SLUG)}>Cómo encontrar tu Steam ID</Link>
      </SectionText>
    </>
  );
}

/**
 * docs/product.md §2 "Estadísticas del jugador": per server (newest game first) and, with more than one server, in
 * total; all time, from the game servers' logs.
 */
export function PlayerStatsCard({ stats, own }: { stats: PlayerStatsView; own: boolean }) {
  return (
    <SectionCard title="Estadísticas del jugador" icon={<ChartIcon />}>
      {stats.status === 'no-steam-id' ? (
        own ? (
          <OwnWithoutSteamId />
        ) : (
          <SectionText>{OTHER_WITHOUT_STEAM_ID}</SectionText>
        )
      ) : stats.status === 'loading' ? (
        <SectionLoading label="Cargando estadísticas..." />
      ) : stats.status === 'error' ? (
        <SectionText role="alert">{errorMessage(stats.error, STATS_FAILED)}</SectionText>
      ) : stats.data.servers.length === 0 ? (
        <SectionText>{NO_STATS}</SectionText>
      ) : (
        <>
          <Intro>Todas {own ? 'tus' : 'sus'} partidas registradas en los servidores de la comunidad.</Intro>
          <List>
            {stats.data.servers.length > 1 ? (
              <Entry $total>
                <h3>En todos los servidores</h3>
                <StatFigureList figures={stats.data.totals} />
              </Entry>
            ) : null}
            {stats.data.servers.map((entry) => (
              <ServerEntry key={entry.server.documentId} entry={entry} />
            ))}
          </List>
          <PlayerWeapons weapons={stats.data.weapons} own={own} />
          <PlayerMaps maps={stats.data.maps} own={own} />
          <PlayerRankHistory history={stats.data.rankHistory} own={own} />
          <PlayerActivity activity={stats.data.activity} own={own} />
          <PlayerAwards awards={stats.data.awards} />
          <PlayerSessions sessions={stats.data.sessions} />
        </>
      )}
    </SectionCard>
  );
}
