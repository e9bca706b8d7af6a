import { playerSignatureSvg, type SignaturePlayer } from '../player-signature';

const player: SignaturePlayer = {
  name: 'Tincho',
  bestRank: { rank: 3, rankedPlayers: 1240, server: 'CS Argentina #1 | Clásico 24/7 Dust2' },
  kills: 12345,
  kd: 1.5,
  hsPercentage: 45.25,
  favouriteWeapon: 'ak47',
};

describe('a player signature', () => {
  it('shows the name, the best place, the figures in Spanish and the favourite weapon', () => {
    const svg = playerSignatureSvg(player, 'dark');
    expect(svg).toContain('>Tincho</text>');
    expect(svg).toContain('>Puesto 3 de 1.240 en CS Argentina #1 | Clásico 24/7 Dust2</text>');
    expect(svg).toContain('>12.345 kills · K/D 1,50 · 45,3 % HS</text>');
    expect(svg).toContain('>Arma favorita: AK47</text>');
  });

  it('says there is no ranking yet, and leaves out a favourite weapon it does not know', () => {
    const svg = playerSignatureSvg({ ...player, bestRank: null, favouriteWeapon: null }, 'light');
    expect(svg).toContain('>Todavía sin ranking</text>');
    expect(svg).not.toContain('Arma favorita');
    expect(svg).toContain('fill="#f7f7f9"');
  });

  it('draws a hostile name as text, cut with "…"', () => {
    const svg = playerSignatureSvg({ ...player, name: `</text><script>x</script>${'é'.repeat(100)}` }, 'dark');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;éééé…</text>');
  });
});
