import type { HistorySummary } from './history';
import type { BusiestHour } from './history-graph';
import { ARGENTINA_TIME_ZONE } from '../../time/argentina';

export type ServerStatistics = Record<string, string | number>;

const NO_DATA = 'Sin datos';

function decimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

const ARGENTINA_CLOCK = new Intl.DateTimeFormat('es-AR', {
  timeZone: ARGENTINA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// "21:00 a 22:00", Argentina time.
function hourSpan(hour: BusiestHour): string {
  return `${ARGENTINA_CLOCK.format(new Date(hour.start))} a ${ARGENTINA_CLOCK.format(new Date(hour.end))}`;
}

// Labels are shown verbatim by the site, so they are Spanish and human readable.
export function formatStatistics(
  summary: HistorySummary,
  current: { online: boolean; playersNow: number },
  busiestHour: BusiestHour | null,
): ServerStatistics {
  return {
    Estado: current.online ? 'En línea' : 'Fuera de línea',
    'Jugadores ahora': current.playersNow,
    'Pico de jugadores (24 h)': summary.peakPlayers ?? NO_DATA,
    'Promedio de jugadores (24 h)': summary.averagePlayers === null ? NO_DATA : decimal(summary.averagePlayers, 1),
    'Disponibilidad (24 h)':
      summary.samples === 0 ? NO_DATA : `${decimal((summary.onlineSamples / summary.samples) * 100, 1)} %`,
    'Mapas jugados hoy': summary.mapsToday,
    'Mapa más jugado (24 h)': summary.topMap ?? NO_DATA,
    'Hora más concurrida (24 h)': busiestHour
      ? hourSpan(busiestHour)
      : summary.samples === 0
        ? NO_DATA
        : 'Sin jugadores',
  };
}
