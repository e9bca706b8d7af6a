import { type ServerPlayer } from '@cs16ar/shared';
import { formatPlayTime } from '@cs16ar/shared/format';
import { EmptyText, Table, TableScroller } from './data-table';

/** Who is playing now, best score first. */
export function PlayersPanel({ players }: { players: ServerPlayer[] | null }) {
  if (!players) {
    return (
      <TableScroller>
        <EmptyText>No hay datos de jugadores: el servidor no respondió a la última consulta.</EmptyText>
      </TableScroller>
    );
  }
  if (players.length === 0) {
    return (
      <TableScroller>
        <EmptyText>No hay jugadores conectados en este momento.</EmptyText>
      </TableScroller>
    );
  }
  const sorted = [...players].sort((a, b) => b.score - a.score);
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Jugadores conectados">
      <Table>
        <thead>
          <tr>
            <th scope="col">Jugador</th>
            <th scope="col">Puntaje</th>
            <th scope="col">Tiempo</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((player, index) => (
            <tr key={`${player.name}-${index}`}>
              <td>{player.name || 'Jugador sin nombre'}</td>
              <td>{player.score}</td>
              <td>{formatPlayTime(player.time)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
