import { COMMUNITY_SERVERS } from '../../community/servers';
import { PRIVACY_PAGE, TERMS_PAGE } from '../../seed/legal-pages';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { registerEditor, type Editor } from '../../../test-utils/strapi-admin';
import { waitFor } from '../../../test-utils/wait-for';

// The terms (/terminos) and the privacy policy (/privacidad) over real HTTP against a real CMS: the seeded Spanish
// text, and what staff do with it in the admin panel (edit, publish, unpublish).

const LEGAL = 'api::legal-page.legal-page';

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let editor: Editor;

beforeAll(async () => {
  cms = await startCms({ simulatorBasePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  api = apiClient(cms.api);
  db = await cms.db();
  editor = await registerEditor(cms.url);
});

afterAll(() => cms?.stop());

async function documentIdOf(page: string): Promise<string> {
  const [row] = await db.query<{ document_id: string }>('SELECT document_id FROM legal_pages WHERE page = $1 LIMIT 1', [
    page,
  ]);
  return row.document_id;
}

describe('GET /api/legal/:page', () => {
  it('answers the seeded terms and privacy policy, published, in Spanish', async () => {
    for (const seed of [TERMS_PAGE, PRIVACY_PAGE]) {
      const response = await api.get(`/legal/${seed.page}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        page: seed.page,
        title: seed.title,
        summary: seed.summary,
        body: seed.body,
        updatedAt: expect.any(String),
      });
    }
  });

  it('answers any other page, or a query it does not take, with a Spanish 4xx', async () => {
    for (const page of ['otra', 'TERMINOS', 'terminos%00', '..%2Fterminos', 'x'.repeat(300)]) {
      expectSpanishError(await api.get(`/legal/${page}`), 404, 'Esa página no existe: están /terminos y /privacidad.');
    }
    expectSpanishError(await api.get('/legal/terminos?populate=*'), 400, 'Parámetro de consulta no válido: populate.');
  });

  it('says what a paying site that keeps personal data must say', async () => {
    const privacy = (await api.get('/legal/privacidad')).body.data.body as string;
    // The law, the rights, and how the account's own tools serve them.
    expect(privacy).toContain('Ley 25.326');
    for (const right of ['acceder', 'rectificarlos', 'suprimirlos']) expect(privacy).toContain(right);
    expect(privacy).toContain('"Descargar mis datos"');
    expect(privacy).toContain('"Eliminar mi cuenta"');
    expect(privacy).toContain('mis-datos-cs16-argentina.json');
    // What is kept and for how long, the payment provider, cookies and storage.
    expect(privacy).toMatch(/30 días/);
    expect(privacy).toContain('MercadoPago');
    expect(privacy).toContain('no usa cookies');
    expect(privacy).toContain('`user`');
    expect(privacy).toContain('Agencia de Acceso a la Información Pública');
    const terms = (await api.get('/legal/terminos')).body.data.body as string;
    expect(terms).toContain('MercadoPago');
    expect(terms).toContain('(/privacidad)');
  });

  it('shows what staff publish, and nothing while a page is unpublished', async () => {
    const documentId = await documentIdOf('terminos');
    await editor.update(LEGAL, documentId, { body: `${TERMS_PAGE.body}\n\n## 6. Torneos\n\nReglas nuevas.` });
    // An edited draft is not public until it is published.
    expect((await api.get('/legal/terminos')).body.data.body).toBe(TERMS_PAGE.body);
    await editor.publish(LEGAL, documentId);
    await waitFor(
      async () => ((await api.get('/legal/terminos')).body.data?.body as string).includes('## 6. Torneos'),
      {
        what: 'the published edit',
      },
    );

    await editor.unpublish(LEGAL, documentId);
    await waitFor(async () => (await api.get('/legal/terminos')).status === 404, { what: 'the unpublished page gone' });
    expectSpanishError(await api.get('/legal/terminos'), 404, 'Todavía no publicamos esta página.');
    // The other page is untouched.
    expect((await api.get('/legal/privacidad')).status).toBe(200);
    await editor.publish(LEGAL, documentId);
  });

  it('knows only its two pages', async () => {
    expectSpanishError(await api.get('/legal/cookies'), 404, 'Esa página no existe: están /terminos y /privacidad.');
    expectSpanishError(await api.get('/legal/terminos?populate=*'), 400, /Parámetro de consulta no válido/);
  });
});
