import { act, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { SiteProviders } from '@cs16ar/shared';
import { createTestQueryClient } from '@cs16ar/shared/testing';
import { queryView, shouldRetry, useQuery, useQueryClient, type QueryClient } from '@cs16ar/shared/data';

function httpError(status: number | undefined): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === undefined ? undefined : { status, statusText: '', headers: {}, config, data: { error: { status } } };
  return new AxiosError('fallo', status === undefined ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE', config, null, response);
}

describe('retry policy', () => {
  it('tries again when nothing answered, on a timeout, a busy server or a server error', () => {
    for (const status of [undefined, 408, 429, 500, 502, 503]) expect(shouldRetry(0, httpError(status))).toBe(true);
  });

  it('shows at once an answer that will not change: not found, refused, invalid', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, httpError(status))).toBe(false);
  });

  it('gives up after two more tries', () => {
    expect(shouldRetry(1, httpError(503))).toBe(true);
    expect(shouldRetry(2, httpError(503))).toBe(false);
  });
});

function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('one QueryClient per page', () => {
  it('is created by the first component that asks, and shared by the whole page', () => {
    const seen: QueryClient[] = [];
    render(
      <SiteProviders>
        <ClientProbe onClient={(client) => seen.push(client)} />
        <ClientProbe onClient={(client) => seen.push(client)} />
      </SiteProviders>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);

    const other: QueryClient[] = [];
    render(
      <SiteProviders>
        <ClientProbe onClient={(client) => other.push(client)} />
      </SiteProviders>,
    );
    expect(other[0]).not.toBe(seen[0]);
    seen[0]!.clear();
    other[0]!.clear();
  });

  it('is the one a test passes, and asking for data outside the site’s providers is an error', () => {
    const passed = createTestQueryClient();
    let seen: QueryClient | null = null;
    render(
      <SiteProviders queryClient={passed}>
        <ClientProbe onClient={(client) => (seen = client)} />
      </SiteProviders>,
    );
    expect(seen).toBe(passed);

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ClientProbe onClient={() => undefined} />)).toThrow(/SiteProviders/);
  });
});

function Greeting({ load, errorMessage }: { load: () => Promise<string>; errorMessage?: string }) {
  const view = queryView(useQuery({ queryKey: ['greeting'], queryFn: load, meta: { errorMessage } }));
  if (view.status === 'loading') return <p>Cargando</p>;
  if (view.status === 'error') return <p role="alert">Falló</p>;
  return <p>{view.data}</p>;
}

describe('queryView and failures', () => {
  it('shows loading, then the data; a refresh that fails keeps the data', async () => {
    const client = createTestQueryClient();
    let fail = false;
    const load = async () => {
      if (fail) throw httpError(500);
      return 'Hola';
    };
    render(
      <SiteProviders queryClient={client}>
        <Greeting load={load} />
      </SiteProviders>,
    );
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    expect(await screen.findByText('Hola')).toBeInTheDocument();

    fail = true;
    await act(() => client.refetchQueries({ queryKey: ['greeting'] }));
    expect(client.getQueryState(['greeting'])?.status).toBe('error');
    expect(screen.getByText('Hola')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error once every try failed, and logs the query’s Spanish message once', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async () => {
      throw httpError(503);
    });
    render(
      <SiteProviders queryClient={createTestQueryClient()}>
        <Greeting load={load} errorMessage="No se pudo saludar" />
      </SiteProviders>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Falló');
    expect(load).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(consoleError).toHaveBeenCalledWith('No se pudo saludar', expect.any(AxiosError));
  });
});
