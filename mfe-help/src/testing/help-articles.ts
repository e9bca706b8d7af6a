import { makeHelpArticle } from '@cs16ar/shared/testing';
import type { HelpArticle } from '@cs16ar/shared';

/** A small help centre in the CMS's shape (flat Strapi v5 entries), for the tests of this remote. */
export const articles = {
  whatIs: makeHelpArticle({
    id: 1,
    documentId: 'doc-what-is',
    title: '¿Qué es la comunidad CS Argentina?',
    slug: 'que-es-cs-argentina',
    category: 'general',
    featured: true,
    content: '<p>Somos la comunidad de <strong>Counter-Strike 1.6</strong> más grande de Argentina.</p>',
    updatedAt: '2025-03-12T15:00:00.000Z',
  }),
  rules: makeHelpArticle({
    id: 2,
    documentId: 'doc-rules',
    title: 'Reglas generales de la comunidad',
    slug: 'reglas-generales-de-la-comunidad',
    category: 'general',
    content: '<p>Estas reglas valen en todos los servidores.</p>',
    updatedAt: '2025-01-05T12:00:00.000Z',
  }),
  events: makeHelpArticle({
    id: 3,
    documentId: 'doc-events',
    title: 'Eventos, torneos y sorteos',
    slug: 'eventos-y-torneos',
    category: 'general',
    content: '<p>Un torneo 5v5 por mes.</p>',
  }),
  network: makeHelpArticle({
    id: 4,
    documentId: 'doc-network',
    title: 'Configuración de red para jugar sin lag',
    slug: 'configuracion-de-red',
    category: 'general',
    content: '<p>Ajustá rate y cl_updaterate.</p>',
  }),
  createAccount: makeHelpArticle({
    id: 5,
    documentId: 'doc-create-account',
    title: 'Cómo crear tu cuenta',
    slug: 'como-crear-una-cuenta',
    category: 'account',
    featured: true,
    content: '<p>Tocá Registrarse.</p>',
    updatedAt: '2024-10-01T18:30:00.000Z',
  }),
  steamId: makeHelpArticle({
    id: 6,
    documentId: 'doc-steam-id',
    title: 'Cómo encontrar tu Steam ID',
    slug: 'como-encontrar-tu-steam-id',
    category: 'account',
    content: '<p>Escribí <code>status</code> en la consola.</p>',
  }),
  paymentMethods: makeHelpArticle({
    id: 7,
    documentId: 'doc-payment-methods',
    title: 'Medios de pago aceptados',
    slug: 'medios-de-pago',
    category: 'payments',
    featured: true,
    content: '<p>Tarjetas, PayPal y algunas criptomonedas.</p>',
  }),
} satisfies Record<string, HelpArticle>;

export const allArticles: HelpArticle[] = Object.values(articles);
