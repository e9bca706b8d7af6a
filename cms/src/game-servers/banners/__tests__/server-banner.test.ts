import { fitText, svgText } from '../banner-text';
import { serverBannerSvg, type BannerServer } from '../server-banner';

const server: BannerServer = {
  name: 'CS Argentina | Dust2 24/7',
  online: true,
  map: 'de_dust2',
  players: 12,
  maxPlayers: 32,
  address: '127.0.0.1:27015',
  lastDay: [3, 5, null, null, 8, 12],
};

describe('text drawn into an image', () => {
  it('keeps a short name as it is, emoji and right-to-left text included', () => {
    expect(fitText('Tincho 🇦🇷 عربي', 20)).toBe('Tincho 🇦🇷 عربي');
  });

  it('cuts a long name at whole characters with "…", never half an emoji or a flag', () => {
    expect(fitText('😀'.repeat(50), 10)).toBe(`${'😀'.repeat(9)}…`);
    expect(fitText('🇦🇷🇦🇷🇦🇷', 2)).toBe('🇦🇷…');
    expect(Array.from(fitText('x'.repeat(300), 34))).toHaveLength(34);
  });

  it('drops control and bidirectional override characters and folds whitespace', () => {
    expect(fitText('a\u0000b\u0007c\u202ed\u2066e\n\tf', 20)).toBe('abcde f');
  });

  it('writes markup as text', () => {
    expect(svgText(`<b>"Rulo" & 'el' capo</b>`, 60)).toBe(
      '&lt;b&gt;&quot;Rulo&quot; &amp; &apos;el&apos; capo&lt;/b&gt;',
    );
  });
});

describe('a server banner', () => {
  it('shows the map, the players and the address of a server that answers, and its day as a line', () => {
    const svg = serverBannerSvg(server);
    expect(svg).toContain('>CS Argentina | Dust2 24/7</text>');
    expect(svg).toContain('>de_dust2 · 12/32 jugadores</text>');
    expect(svg).toContain('>127.0.0.1:27015</text>');
    // Two strokes: the polls before the server stopped answering, and those after.
    const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(2);
  });

  it('says "Fuera de línea" for a server that does not answer, with no line for a day without answers', () => {
    const svg = serverBannerSvg({ ...server, online: false, map: null, players: 0, lastDay: [null, null] });
    expect(svg).toContain('>Fuera de línea</text>');
    expect(svg).not.toContain('<path');
  });

  it('draws a single poll as a dot', () => {
    const svg = serverBannerSvg({ ...server, lastDay: [null, null, 4] });
    expect(/<path d="([^"]+)"/.exec(svg)?.[1]).toMatch(/^M[\d.]+ [\d.]+h0\.1$/);
    expect(svg).toContain('stroke-linecap="round"');
  });
});
