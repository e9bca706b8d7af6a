import { htmlToText } from '../html-text';
import { titleMatches } from '../search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(titleMatches('Configuración de red', 'CONFIGURACION')).toBe(true);
    expect(titleMatches('Pagué y no tengo mis beneficios', 'pague')).toBe(true);
    expect(titleMatches('Cómo crear tu cuenta', 'cuénta')).toBe(true);
    expect(titleMatches('Cómo crear tu cuenta', 'steam')).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(titleMatches('Lo que sea', '   ')).toBe(true);
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
