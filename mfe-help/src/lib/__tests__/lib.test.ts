import { formatSpanishDate } from '../format-date';
import { htmlToText } from '../html-text';
import { foldForSearch, titleMatches } from '../search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Configuración ÚNICA')).toBe('configuracion unica');
    expect(titleMatches('Configuración de red', 'CONFIGURACION')).toBe(true);
    expect(titleMatches('Pagué y no tengo mis beneficios', 'pague')).toBe(true);
    expect(titleMatches('Cómo crear tu cuenta', 'cuénta')).toBe(true);
    expect(titleMatches('Cómo crear tu cuenta', 'steam')).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(titleMatches('Lo que sea', '   ')).toBe(true);
  });
});

describe('Spanish dates', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatSpanishDate('2025-03-12T15:00:00.000Z')).toBe('12 de marzo de 2025');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatSpanishDate(undefined)).toBeNull();
    expect(formatSpanishDate('ayer')).toBeNull();
  });
});

describe('article text', () => {
  it('takes the text of the HTML, never running or keeping markup', () => {
    expect(htmlToText('<p>Hola <strong>mundo</strong></p><script>alert(1)</script>')).toBe('Hola mundo');
    expect(htmlToText('<h2>Uno</h2><p>dos   tres</p><ul><li>cuatro</li><li>cinco</li></ul>')).toBe(
      'Uno dos tres cuatro cinco',
    );
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = htmlToText(`<p>${'palabra '.repeat(40)}</p>`, 30);
    expect(text.length).toBeLessThanOrEqual(31);
    expect(text.endsWith('palabra…')).toBe(true);
  });
});
