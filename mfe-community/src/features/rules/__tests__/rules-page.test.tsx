import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { RulesPage } from '../components/rules-page';
import type { RuleBook, RuleSet } from '../types/rule-book';

const ruleSet = (slug: string, title: string, gameMode: string | null, texts: string[]): RuleSet => ({
  slug,
  title,
  gameMode,
  intro: gameMode ? `En los servidores de ${gameMode} vale esto:` : 'Valen en todos los servidores.',
  updatedAt: '2025-03-12T18:45:00.000Z',
  rules: texts.map((text, index) => ({ number: index + 1, anchor: `${slug}-${index + 1}`, text })),
});

const book: RuleBook = {
  data: [
    ruleSet('general', 'Reglas generales', null, [
      '**Respeto ante todo**.',
      '**Prohibido el uso de cheats**.',
      '**No abuses de bugs del mapa**.',
    ]),
    ruleSet('zombie-escape', 'Zombie Escape', 'Zombie Escape', ['Prohibido **trollear** con los ítems del mapa.']),
  ],
  meta: { updatedAt: '2025-03-12T18:45:00.000Z' },
};

function serveRules(answer: RuleBook | number = book) {
  server.use(
    http.get(apiPath('/rules'), () =>
      typeof answer === 'number'
        ? HttpResponse.json(strapiError(answer, 'Error'), { status: answer })
        : HttpResponse.json(answer),
    ),
  );
}

function renderRules(route = '/comunidad/reglamentos') {
  return renderWithProviders(<RulesPage />, { route, path: '/comunidad/reglamentos' });
}

describe('Reglamentos', () => {
  it('shows every section with its numbered rules, each with its own anchor, and when it changed', async () => {
    serveRules();
    renderRules();

    expect(screen.getByRole('heading', { level: 1, name: 'Reglamentos' })).toBeInTheDocument();
    expect(screen.getByText('Cargando reglamento...')).toBeInTheDocument();
    const general = await screen.findByRole('region', { name: 'Reglas generales' });
    const updated = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === 'Actualizado el 12 de marzo de 2025';
    // The book's date under the heading, and each section's.
    expect(screen.getAllByText(updated)).toHaveLength(3);
    const rules = within(general).getAllByRole('listitem');
    expect(rules).toHaveLength(3);
    expect(rules[2]).toHaveAttribute('id', 'general-3');
    expect(within(rules[2]!).getByRole('link', { name: 'Regla 3 de Reglas generales (enlace)' })).toHaveAttribute(
      'href',
      '/comunidad/reglamentos#general-3',
    );
    expect(within(rules[0]!).getByText('Respeto ante todo').tagName).toBe('STRONG');
    const index = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(index).getByRole('link', { name: 'Zombie Escape' })).toHaveAttribute(
      'href',
      '/comunidad/reglamentos#zombie-escape',
    );
  });

  it('a link to one rule (#general-3) marks it and takes the focus there', async () => {
    serveRules();
    renderRules('/comunidad/reglamentos#general-3');

    const rule = await screen.findByText('No abuses de bugs del mapa');
    const item = rule.closest('li')!;
    expect(item).toHaveAttribute('data-target', 'true');
    expect(item).toHaveFocus();
  });

  it('a server links its mode by name, which finds the mode’s section', async () => {
    serveRules();
    renderRules('/comunidad/reglamentos#zombie-escape');

    const section = await screen.findByRole('region', { name: 'Zombie Escape' });
    expect(section).toHaveFocus();
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', { name: 'Zombie Escape' }),
    ).toHaveAttribute('aria-current', 'location');
  });

  it('a mode without rules of its own says the general rules apply', async () => {
    serveRules();
    renderRules('/comunidad/reglamentos#surf');

    expect(await screen.findByText(/No encontramos “surf” en el reglamento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reglas generales' })).toHaveAttribute(
      'href',
      '/comunidad/reglamentos#general',
    );
  });

  it('says so when nothing is published, and when the book cannot be loaded', async () => {
    serveRules({ data: [], meta: { updatedAt: null } });
    const { unmount } = renderRules();
    expect(await screen.findByRole('heading', { name: 'Todavía no hay reglamento publicado' })).toBeInTheDocument();
    unmount();

    serveRules(500);
    renderRules();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar el reglamento. Revisá tu conexión e intentá de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
