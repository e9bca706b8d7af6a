import {
  foldForSearch,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatInArgentina,
  formatMonthYear,
  formatPercent,
  formatPesos,
  formatPlayTime,
  formatTime,
  sortAlphabetically,
  TIME_ZONE,
  upperFirst,
  weaponLabel,
} from '../format';

describe('dates and times', () => {
  it('writes the day, the month in words and the year, in Argentina', () => {
    expect(formatDate('2025-03-12T15:00:00.000Z')).toBe('12 de marzo de 2025');
    // 01:30 UTC is still the evening before in Buenos Aires (UTC−3).
    expect(formatDate('2024-10-22T01:30:00.000Z')).toBe('21 de octubre de 2024');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('ayer')).toBeNull();
  });

  it('writes the time on a 24-hour clock, in Argentina', () => {
    expect(formatTime(new Date('2025-03-12T23:05:09.000Z'))).toBe('20:05:09');
  });
});

describe('months and moments', () => {
  it('writes the month and year, in Argentina', () => {
    expect(formatMonthYear('2024-10-15T12:00:00.000Z')).toBe('octubre de 2024');
    // 02:00 UTC on 1 November is still October in Buenos Aires.
    expect(formatMonthYear('2024-11-01T02:00:00.000Z')).toBe('octubre de 2024');
    expect(upperFirst(formatMonthYear('2024-10-15T12:00:00.000Z')!)).toBe('Octubre de 2024');
    expect(formatMonthYear(null)).toBeNull();
  });

  it("says today and yesterday by Argentina's calendar, else the date, with the time", () => {
    // 21:30 in Buenos Aires on 24 November.
    const now = new Date('2026-11-25T00:30:00.000Z');
    expect(formatDateTime('2026-11-24T18:45:00.000Z', now)).toBe('hoy, 15:45');
    expect(formatDateTime('2026-11-24T02:59:00.000Z', now)).toBe('ayer, 23:59');
    expect(formatDateTime('2026-11-23T02:59:00.000Z', now)).toBe('22 de noviembre de 2026, 23:59');
    expect(formatDateTime('nunca', now)).toBeNull();
  });
});

describe("Argentina's calendar and clock, written without Intl", () => {
  it("agree with Intl in Argentina's time zone, every day from 2012 to next year, around midnight there", () => {
    const intlDate = new Intl.DateTimeFormat('es-AR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    const intlMonth = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
    const intlClock = new Intl.DateTimeFormat('es-AR', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
    const differences: string[] = [];
    const last = Date.UTC(new Date().getUTCFullYear() + 2, 0, 1);
    for (let day = Date.UTC(2012, 0, 1); day < last; day += 24 * 60 * 60 * 1000) {
      // 02:59:59 and 03:00 UTC: either side of midnight in Argentina; 15:30 UTC: the afternoon.
      for (const moment of [day + 10_799_000, day + 10_800_000, day + 55_800_000]) {
        const date = new Date(moment);
        const iso = date.toISOString();
        if (formatDate(iso) !== intlDate.format(date)) differences.push(`${iso}: ${formatDate(iso)}`);
        if (formatMonthYear(iso) !== intlMonth.format(date)) differences.push(`${iso}: ${formatMonthYear(iso)}`);
        if (formatTime(date) !== intlClock.format(date)) differences.push(`${iso}: ${formatTime(date)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('counts', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(4821)).toBe('4.821');
    expect(formatCount(130000)).toBe('130.000');
    expect(formatCount(37)).toBe('37');
  });
});

describe('decimals', () => {
  it('uses the Argentine comma and, when asked, a fixed number of decimals', () => {
    expect(formatDecimal(2.5, 2)).toBe('2,50');
    expect(formatDecimal(37, 2)).toBe('37,00');
    expect(formatDecimal(39.24, 1)).toBe('39,2');
    expect(formatDecimal(1234.5, 1)).toBe('1.234,5');
  });
});

describe('play time', () => {
  it('writes minutes and seconds under an hour', () => {
    expect(formatPlayTime(754)).toBe('12 min 34 s');
    expect(formatPlayTime(61)).toBe('1 min 01 s');
    expect(formatPlayTime(2700)).toBe('45 min 00 s');
  });

  it('writes hours and minutes from an hour on', () => {
    expect(formatPlayTime(7200)).toBe('2 h');
    expect(formatPlayTime(556200)).toBe('154 h 30 min');
  });

  it('counts nothing for a negative or unreadable time', () => {
    expect(formatPlayTime(-5)).toBe('0 min 00 s');
    expect(formatPlayTime(Number.NaN)).toBe('0 min 00 s');
  });
});

describe('any date format, decimals and shares', () => {
  it('writes a date with the options given, always in Argentina (UTC-3)', () => {
    const options = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatInArgentina(new Date('2026-11-24T01:20:00.000Z'), options)).toBe('lun, 22:20');
    expect(formatInArgentina(new Date('2026-11-24T01:20:00.000Z'), { day: 'numeric', month: 'short' })).toBe('23 nov');
  });

  it('writes at most one decimal, and shares as percentages', () => {
    expect(formatDecimal(12.44)).toBe('12,4');
    expect(formatDecimal(30)).toBe('30');
    expect(formatPercent(0.986)).toBe('98,6%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('search and alphabetical order', () => {
  it('folds case and accents for searching', () => {
    expect(foldForSearch('Configuración ÚNICA')).toBe('configuracion unica');
    expect(foldForSearch('Pagó')).toBe('pago');
  });

  it('sorts as a Spanish dictionary: without case, accents or punctuation, ñ between n and o', () => {
    const titles = [
      'Reglas',
      '¿Qué es la comunidad?',
      'Zombie',
      'árena',
      'Apuestas',
      'año nuevo',
      'anzuelo',
      'Ao',
      'quinto',
    ];
    expect(sortAlphabetically(titles, (title) => title)).toEqual([
      'anzuelo',
      'año nuevo',
      'Ao',
      'Apuestas',
      'árena',
      '¿Qué es la comunidad?',
      'quinto',
      'Reglas',
      'Zombie',
    ]);
    // A new array: the list it was given keeps its order.
    expect(titles[0]).toBe('Reglas');
  });

  it('orders the same as a Spanish collator that ignores punctuation', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base', ignorePunctuation: true });
    const titles = [
      'Medios de pago',
      '¿Cómo me uno?',
      'Cómo crear tu cuenta',
      'Eventos, torneos y sorteos',
      'Ñandú',
      'Nube',
      'Oro',
    ];
    expect(sortAlphabetically(titles, (title) => title)).toEqual([...titles].sort(collator.compare));
  });
});

describe('amounts in pesos', () => {
  it('are written the Argentine way, the sign first and no cents', () => {
    expect(formatPesos(3000)).toBe('$3.000');
    expect(formatPesos(5000)).toBe('$5.000');
    expect(formatPesos(125000)).toBe('$125.000');
    expect(formatPesos(1666.67)).toBe('$1.667');
  });
});

describe('weaponLabel', () => {
  it("writes the game's weapons as players name them and keeps any other name as the log gives it", () => {
    expect(weaponLabel('ak47')).toBe('AK-47');
    expect(weaponLabel('knife')).toBe('Cuchillo');
    expect(weaponLabel('grenade')).toBe('Granada HE');
    expect(weaponLabel('zombie_claws')).toBe('zombie_claws');
    // A name that is a property of every object is still just a name.
    expect(weaponLabel('constructor')).toBe('constructor');
    expect(weaponLabel('__proto__')).toBe('__proto__');
  });
});
