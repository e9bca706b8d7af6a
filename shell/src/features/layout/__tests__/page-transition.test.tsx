import { useEffect } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from '@cs16ar/shared';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { FADE_OUT_MS, PageTransition } from '../page-transition';

// A route change: the old page fades out for FADE_OUT_MS, then the new one is shown. The new page is rendered
// during the fade-out, hidden, and does nothing (no effect: no read, no title) until it is shown.

const effects: string[] = [];

function Page({ title, to }: { title: string; to: string }) {
  useEffect(() => {
    effects.push(`${title} shown`);
    return () => void effects.push(`${title} gone`);
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      <Link to={to}>Ir</Link>
    </>
  );
}

function renderSite() {
  return renderWithProviders(
    <PageTransition>
      {(location) => (
        <Routes location={location}>
          <Route path="/" element={<Page title="Inicio" to="/servidores" />} />
          <Route path="/servidores" element={<Page title="Servidores" to="/" />} />
        </Routes>
      )}
    </PageTransition>,
  );
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  effects.length = 0;
  jest.useFakeTimers();
  // jsdom does not scroll.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  scrollTo.mockRestore();
});

test('the new page is rendered, hidden and idle, while the old one fades out, and shown when the fade-out ends', async () => {
  renderSite();
  expect(effects).toEqual(['Inicio shown']);

  fireEvent.click(screen.getByRole('link', { name: 'Ir' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FADE_OUT_MS - 1);
  });
  // Fading (opacity) but still the page a screen reader finds; the new one is in the document, not displayed.
  expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Servidores' })).toBeNull();
  expect(screen.getByText('Servidores')).not.toBeVisible();
  expect(effects).toEqual(['Inicio shown']);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(screen.getByRole('heading', { name: 'Servidores' })).toBeVisible();
  expect(screen.queryByText('Inicio')).toBeNull();
  expect(effects).toEqual(['Inicio shown', 'Inicio gone', 'Servidores shown']);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
});

test('each later change does the same, back to the first page too', async () => {
  renderSite();
  for (const [from, to] of [
    ['Inicio', 'Servidores'],
    ['Servidores', 'Inicio'],
    ['Inicio', 'Servidores'],
  ] as const) {
    fireEvent.click(screen.getByRole('link', { name: 'Ir' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FADE_OUT_MS - 1);
    });
    expect(screen.getByRole('heading', { name: from })).toBeInTheDocument();
    expect(screen.getByText(to)).not.toBeVisible();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('heading', { name: to })).toBeVisible();
    expect(screen.queryByText(from)).toBeNull();
  }
  expect(effects).toEqual([
    'Inicio shown',
    'Inicio gone',
    'Servidores shown',
    'Servidores gone',
    'Inicio shown',
    'Inicio gone',
    'Servidores shown',
  ]);
});
