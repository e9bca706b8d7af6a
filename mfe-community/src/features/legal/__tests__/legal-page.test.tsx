import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiError, strapiSingle } from '@cs16ar/shared/testing';
import { LegalPage } from '../components/legal-page';

function serveLegal(page: string, status: number, body?: Record<string, unknown>) {
  server.use(
    http.get(apiPath(`/legal/${page}`), () =>
      status === 200 ? HttpResponse.json(body) : HttpResponse.json(strapiError(status, 'Error'), { status }),
    ),
  );
}

describe('Términos y condiciones, Política de privacidad', () => {
  it('shows the privacy policy staff published, with when it changed and the way to the terms', async () => {
    serveLegal(
      'privacidad',
      200,
      strapiSingle({
        page: 'privacidad',
        title: 'Política de privacidad',
        summary: 'Qué datos guardamos y cómo ejercés tus derechos.',
        body: '## Tus derechos (Ley 25.326)\n\nEn [Ajustes](/ajustes), **"Descargar mis datos"** te da un archivo.',
        updatedAt: '2026-12-01T18:45:00.000Z',
      }),
    );
    renderWithProviders(<LegalPage name="privacidad" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('Cargando política de privacidad...')).toBeInTheDocument();
    const text = await screen.findByRole('article', { name: 'Política de privacidad' });
    expect(within(text).getByRole('heading', { level: 2, name: 'Tus derechos (Ley 25.326)' })).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/ajustes');
    expect(screen.getByText('Qué datos guardamos y cómo ejercés tus derechos.')).toBeInTheDocument();
    expect(screen.getByText('Actualizado el', { exact: false })).toHaveTextContent(
      'Actualizado el 1 de diciembre de 2026',
    );
    expect(screen.getByRole('link', { name: 'Leé los términos y condiciones' })).toHaveAttribute('href', '/terminos');
  });

  it('asks the CMS for the terms on /terminos, leading to the privacy policy', async () => {
    serveLegal(
      'terminos',
      200,
      strapiSingle({
        page: 'terminos',
        title: 'Términos y condiciones',
        summary: null,
        body: 'Los pagos los procesa **MercadoPago**.',
        updatedAt: '2026-12-01T18:45:00.000Z',
      }),
    );
    renderWithProviders(<LegalPage name="terminos" />);

    const text = await screen.findByRole('article', { name: 'Términos y condiciones' });
    expect(within(text).getByText('MercadoPago').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Leé la política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it('says the page is not published yet when the CMS has none', async () => {
    serveLegal('terminos', 404);
    renderWithProviders(<LegalPage name="terminos" />);

    expect(await screen.findByRole('heading', { name: 'Todavía no publicamos esta página' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Spanish when it cannot be loaded, with "Reintentar"', async () => {
    serveLegal('privacidad', 500);
    renderWithProviders(<LegalPage name="privacidad" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar esta página. Revisá tu conexión e intentá de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
