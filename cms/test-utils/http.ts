// A tiny JSON client for the CMS under test: status, parsed body and headers, nothing hidden.
export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes

export type RequestOptions = { token?: string; body?: unknown; headers?: Record<string, string>; form?: FormData };

export async function request<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- see ApiResponse
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the raw text is returned so the assertion shows it.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export function apiClient(base: string) {
  return {
    get: (path: string, options?: RequestOptions) => request('GET', `${base}${path}`, options),
    post: (path: string, options?: RequestOptions) => request('POST', `${base}${path}`, options),
    put: (path: string, options?: RequestOptions) => request('PUT', `${base}${path}`, options),
    delete: (path: string, options?: RequestOptions) => request('DELETE', `${base}${path}`, options),
    async login(
      identifier: string,
      password: string,
    ): Promise<{ jwt: string; user: { id: number; documentId: string; [key: string]: unknown } }> {
      const response = await request('POST', `${base}/auth/local`, { body: { identifier, password } });
      if (response.status !== 200) throw new Error(`login of ${identifier} failed: ${JSON.stringify(response.body)}`);
      return response.body;
    },
  };
}

// Strapi's flat (v5) error body with a Spanish message.
export function expectSpanishError(response: ApiResponse, status: number, message?: string | RegExp): void {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ data: null, error: { status } });
  const text = response.body.error.message as string;
  if (message instanceof RegExp) expect(text).toMatch(message);
  else if (message) expect(text).toBe(message);
  // None of Strapi's English defaults slip through.
  expect(text).not.toMatch(/^(Forbidden|Unauthorized|Not Found|Bad Request|Invalid|Missing|Internal)/);
}
