import { escapeMarkdown, webhookMessage } from '../announcement-embeds';

// What a Discord channel is told (issue 45): Spanish embeds with the public facts only, whatever a player typed.

const SITE = 'https://cs16.com.ar';
const AT = Date.parse('2026-12-03T21:00:00.000Z');

describe('the channels’ messages', () => {
  it('a community-wide ban: player, reason, duration and the link to its page, mentioning nobody', () => {
    const message = webhookMessage(
      {
        kind: 'ban',
        ban: { documentId: 'abc123', playerName: 'Tramposo', reason: 'Wallhack', minutes: 2 * 1440 },
      },
      SITE,
      AT,
    );
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.embeds).toEqual([
      {
        title: 'Baneo en toda la comunidad: Tramposo',
        url: 'https://cs16.com.ar/baneos/abc123',
        color: expect.any(Number),
        fields: [
          { name: 'Motivo', value: 'Wallhack' },
          { name: 'Duración', value: '2 días', inline: true },
        ],
        timestamp: '2026-12-03T21:00:00.000Z',
      },
    ]);
  });

  it('a reason with @everyone, markdown, a role mention and 2,000 characters is escaped and cut', () => {
    const reason = `@everyone **mirá** [esto](https://malo.example) <@&123456789012345678> ${'x'.repeat(2000)}`;
    const [embed] = webhookMessage(
      { kind: 'ban', ban: { documentId: 'd', playerName: '@here`name`', reason, minutes: null } },
      SITE,
      AT,
    ).embeds;
    const motive = embed.fields![0].value;
    expect(motive.startsWith('@\u200beveryone \\*\\*mirá\\*\\* \\[esto\\]\\(https://malo.example\\)')).toBe(true);
    expect(motive).toContain('<\u200b@\u200b&123456789012345678>');
    expect(motive).not.toMatch(/(^|[^\\])\*\*/);
    expect(motive.length).toBeLessThanOrEqual(1024);
    expect(motive.endsWith('…')).toBe(true);
    expect(embed.title).toBe('Baneo en toda la comunidad: @\u200bhere\\`name\\`');
    expect(embed.fields![1].value).toBe('Permanente');
  });

  it('control characters and empty names read as text', () => {
    const [embed] = webhookMessage(
      { kind: 'ban-lifted', ban: { documentId: 'd', playerName: '\u0000\u202e', liftedBy: null } },
      SITE,
      AT,
    ).embeds;
    expect(embed.title).toBe('Baneo levantado: jugador sin nombre');
  });

  it('servers, news, appeals and memberships say what happened, with links to the site', () => {
    const down = webhookMessage(
      { kind: 'server-down', server: { documentId: 's1', name: 'CS Argentina #1', downSince: AT - 7 * 60000 } },
      SITE,
      AT,
    ).embeds[0];
    expect(down).toMatchObject({
      title: 'CS Argentina #1 no responde',
      url: 'https://cs16.com.ar/servidores/s1',
      description: 'Sin respuesta desde hace 7 minutos.',
    });
    const up = webhookMessage(
      {
        kind: 'server-up',
        server: { documentId: 's1', name: 'CS Argentina #1', downSince: AT - 12 * 60000, upAt: AT },
      },
      SITE,
      AT,
    ).embeds[0];
    expect(up.description).toBe('Estuvo sin responder 12 minutos.');
    const news = webhookMessage(
      { kind: 'news', post: { slug: 'torneo', title: 'Torneo de verano', coverUrl: 'https://cdn.example/a.jpg' } },
      SITE,
      AT,
    ).embeds[0];
    expect(news).toMatchObject({
      title: 'Torneo de verano',
      url: 'https://cs16.com.ar/comunidad/novedades/torneo',
      image: { url: 'https://cdn.example/a.jpg' },
    });
    const appeal = webhookMessage(
      { kind: 'appeal', appeal: { documentId: 'ap1', banDocumentId: 'b1', playerName: 'Arrepentido' } },
      SITE,
      AT,
    ).embeds[0];
    expect(appeal).toMatchObject({
      title: 'Nuevo descargo de Arrepentido',
      url: 'https://cs16.com.ar/admin/descargos/ap1',
    });
    const failed = webhookMessage(
      { kind: 'membership-failed-charge', member: { name: 'Socio', plan: 'premium' } },
      SITE,
      AT,
    ).embeds[0];
    expect(failed.title).toBe('Cobro rechazado: Socio');
    expect(JSON.stringify(failed)).not.toMatch(/@|\d+\.\d+\.\d+\.\d+/);
  });

  it('escapes every markdown character Discord reads, and a heading, quote or list only where it starts one', () => {
    expect(escapeMarkdown('a*b_c~d`e|f>g#h-i[j]k(l)m\\n')).toBe('a\\*b\\_c\\~d\\`e\\|f>g#h-i\\[j\\]k\\(l\\)m\\\\n');
    expect(escapeMarkdown('1. primero')).toBe('1\\. primero');
    expect(escapeMarkdown('# título')).toBe('\\# título');
    expect(escapeMarkdown('> cita')).toBe('\\> cita');
    expect(escapeMarkdown('- lista')).toBe('\\- lista');
    expect(escapeMarkdown('CS Argentina #1 - Público')).toBe('CS Argentina #1 - Público');
  });
});
