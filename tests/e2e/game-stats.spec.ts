import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { untilReactOwns } from '../support/hydration';
import { apiUrl } from '../support/ports';

/**
 * Issue 12: rankings, player statistics and public profiles made from the simulated servers' logs, through the
 * composed site, against the real CMS, its log listener and the simulator. Figures grow while the test runs, so
 * the page is compared with the very answer it received, and the test waits (polling the API) until the logs
 * have produced what it needs.
 */
test.describe.configure({ timeout: 150_000 });

type TopPlayer = {
  rank: number;
  previousRank: number | null;
  steamID: string;
  name: string;
  kills: number;
  kd: number;
  hsPercentage: number;
};
type TopPlayersAnswer = { data: TopPlayer[]; meta: { updatedAt: string | null } };
type ServerStats = { server: { documentId: string; name: string }; kills: number; kd: number; rank: number | null };
type Weapon = { weapon: string; kills: number; shots: number; accuracy: number | null; players?: number };
/** A row of a server's weapon or map table. */
type Row = { kills: number; map?: string };
type PlayerStats = {
  servers: ServerStats[];
  weapons: Weapon[];
  maps: { map: string }[];
  rankHistory: { server: { name: string }; days: { rank: number; rankedPlayers: number }[] }[];
};
type ProfileAnswer = {
  data: {
    id: number;
    username: string;
    nickname: string | null;
    steamID: string | null;
    stats: PlayerStats | null;
    presence: { state: 'playing' | 'offline'; server: { name: string } | null } | null;
  };
};

const DUST2 = 'CS Argentina #1 | Clásico 24/7 Dust2';
const MIX = 'CS Argentina #2 | Clásico Mix de Mapas';
const JUGADOR_STEAM_ID = 'STEAM_0:1:30000003';
/** The log needs about a minute from a fresh start to rank players on two servers. */
const LOGS_TIMEOUT = 100_000;

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${apiUrl}${path}`);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

async function serverId(page: Page, name: string): Promise<string> {
  const { data } = await apiJson<{ data: { documentId: string; name: string }[] }>(
    page,
    '/servers?pagination[pageSize]=100',
  );
  return data.find((server) => server.name === name)!.documentId;
}

/** Waits (polling the API, never a fixed time) until the server's TOP 15 has at least `rows` players. */
async function waitForRanking(page: Page, documentId: string, rows: number) {
  await expect
    .poll(async () => (await apiJson<TopPlayersAnswer>(page, `/servers/${documentId}/top-players`)).data.length, {
      timeout: LOGS_TIMEOUT,
      intervals: [1_000, 2_000],
    })
    .toBeGreaterThanOrEqual(rows);
}

async function waitForPlayerStats(page: Page, steamId: string) {
  await expect
    .poll(async () => (await apiJson<{ data: PlayerStats }>(page, `/players/${steamId}/stats`)).data.servers.length, {
      timeout: LOGS_TIMEOUT,
      intervals: [1_000, 2_000],
    })
    .toBeGreaterThan(0);
}

// The site encodes path parameters (a Steam ID's colons travel as %3A): compare the decoded path.
const answered = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response: Response) => path.test(decodeURIComponent(new URL(response.url()).pathname)) && response.ok(),
  );

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
}

/** Opens a server's TOP 15 and checks the table shows exactly the ranking the page received. */
async function openTopPlayers(page: Page, documentId: string): Promise<TopPlayer[]> {
  const response = answered(page, new RegExp(`/servers/${documentId}/top-players$`));
  await page.goto(`/servidores/${documentId}?tab=top15`);
  const ranking = (await (await response).json()) as TopPlayersAnswer;

  const table = page.getByRole('region', { name: 'TOP 15 del servidor' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(ranking.data.length + 1);
  await expect(page.getByText(/^Actualizado (hoy|ayer), \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByText(/últimos 30 días/)).toBeVisible();
  for (const [index, player] of ranking.data.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    // The rank, and its move since yesterday (a fresh site's players are all "nuevo").
    const moved = player.previousRank === null ? 'nuevo' : player.previousRank - player.rank;
    const movement = moved === 'nuevo' ? 'nuevo' : moved > 0 ? `▲ ${moved}` : moved < 0 ? `▼ ${-moved}` : '=';
    await expect(cells.nth(0)).toContainText(`${player.rank}${movement}`);
    await expect(cells.nth(1)).toContainText(player.name);
    await expect(cells.nth(2)).toHaveText(player.kills.toLocaleString('es-AR'));
    await expect(cells.nth(4)).toHaveText(player.kd.toFixed(2).replace('.', ','));
    // The spec's colours: K/D above 2.5 green, above 1.5 blue, else grey.
    await expect(cells.nth(4)).toHaveAttribute(
      'data-tone',
      player.kd > 2.5 ? 'green' : player.kd > 1.5 ? 'blue' : 'grey',
    );
  }
  return ranking.data;
}

test('the TOP 15 of two servers differ and match what the API ranks from their logs', async ({ page }) => {
  const dust2 = await serverId(page, DUST2);
  const mix = await serverId(page, MIX);
  await waitForRanking(page, dust2, 3);
  await waitForRanking(page, mix, 3);

  const dust2Ranking = await openTopPlayers(page, dust2);
  await expectNoSidewaysScroll(page);
  const mixRanking = await openTopPlayers(page, mix);

  expect(dust2Ranking.map((player) => player.steamID)).not.toEqual(mixRanking.map((player) => player.steamID));

  // The season and all time are a click away, and asked of the CMS as such.
  const season = answered(page, new RegExp(`/servers/${mix}/top-players$`));
  await page.getByRole('button', { name: 'Temporada' }).click();
  expect(new URL((await season).url()).searchParams.get('period')).toBe('season');
  await expect(page).toHaveURL(/periodo=temporada/);
  await expect(page.getByText(/Los 15 mejores jugadores de la temporada de \S+ de \d{4}/)).toBeVisible();
});

for (const tab of [
  { name: 'Armas', param: 'armas', path: 'weapons', region: 'Armas del servidor' },
  { name: 'Mapas', param: 'mapas', path: 'maps', region: 'Mapas del servidor' },
]) {
  test(`the ${tab.name} tab lists what the server's logs gave, as the API counts it`, async ({ page }) => {
    const dust2 = await serverId(page, DUST2);
    await expect
      .poll(async () => (await apiJson<{ data: Row[] }>(page, `/servers/${dust2}/${tab.path}`)).data.length, {
        timeout: LOGS_TIMEOUT,
        intervals: [1_000, 2_000],
      })
      .toBeGreaterThan(0);

    const response = answered(page, new RegExp(`/servers/${dust2}/${tab.path}$`));
    await page.goto(`/servidores/${dust2}?tab=${tab.param}`);
    const rows = ((await (await response).json()) as { data: Row[] }).data;
    const table = page.getByRole('region', { name: tab.region }).getByRole('row');
    await expect(table).toHaveCount(rows.length + 1);
    for (const [index, row] of rows.entries()) {
      await expect(table.nth(index + 1).getByRole('rowheader')).toHaveText(row.map ?? /\S/);
      // A weapon's row starts with its kills; a map's with its time.
      if (tab.path === 'weapons') {
        await expect(
          table
            .nth(index + 1)
            .getByRole('cell')
            .first(),
        ).toHaveText(row.kills.toLocaleString('es-AR'));
      }
    }
    await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);
  });
}

test('the Premios tab shows the finished days the API gives, or that there are none yet, and how awards are won', async ({
  page,
}) => {
  const dust2 = await serverId(page, DUST2);
  const response = answered(page, new RegExp(`/servers/${dust2}/awards$`));
  await page.goto(`/servidores/${dust2}?tab=premios`);
  const { data } = (await (await response).json()) as { data: { day: string; awards: unknown[] }[] };
  if (data.length === 0) await expect(page.getByText(/Todavía no hay premios/)).toBeVisible();
  else await expect(page.getByRole('region', { name: /^Premios del / })).toHaveCount(data.length);
  await expect(page.getByText(/Cómo se eligen/)).toContainText('Mejor puntería');
  await expectNoSidewaysScroll(page);
});

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Email o nombre de usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Menú de/ })).toBeAttached();
}

/** The statistics card shows each server of the answer, linking to it, with its kills and K/D. */
async function expectStatsOf(card: Locator, stats: PlayerStats) {
  for (const entry of stats.servers) {
    // The server's own entry, headed by its name (the card's sessions and awards link the server too).
    const item = card
      .getByRole('listitem')
      .filter({ has: card.page().getByRole('heading').filter({ hasText: entry.server.name }) });
    await expect(item.getByRole('link', { name: entry.server.name })).toHaveAttribute(
      'href',
      `/servidores/${entry.server.documentId}`,
    );
    await expect(item.getByRole('heading')).toContainText(entry.rank === null ? 'Sin ranking' : `Rango #${entry.rank}`);
    await expect(item.getByText('Kills', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      entry.kills.toLocaleString('es-AR'),
    );
    await expect(item.getByText('K/D', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      entry.kd.toFixed(2).replace('.', ','),
    );
  }
}

test('a signed-in demo player sees their own statistics, from their Steam ID, on /perfil', async ({ page }) => {
  await waitForPlayerStats(page, JUGADOR_STEAM_ID);

  await signIn(page, 'jugador', 'Jugador1234');
  const response = answered(page, new RegExp(`/players/${JUGADOR_STEAM_ID}/stats$`));
  await page.goto('/perfil');
  const stats = ((await (await response).json()) as { data: PlayerStats }).data;

  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Estadísticas del jugador' });
  await expectStatsOf(card, stats);
  await expect(card.getByText('Este jugador aún no tiene estadísticas registradas.')).toHaveCount(0);
  // The weapons of the same answer, most kills first (none yet: no weapons part).
  const weapons = card.getByRole('region', { name: 'Tus armas' }).getByRole('row');
  await expect(weapons).toHaveCount(stats.weapons.length === 0 ? 0 : Math.min(8, stats.weapons.length) + 1);
  for (const [index, weapon] of stats.weapons.slice(0, 8).entries()) {
    await expect(
      weapons
        .nth(index + 1)
        .getByRole('cell')
        .first(),
    ).toHaveText(weapon.kills.toLocaleString('es-AR'));
  }

  // Each server's place of the same answer (today's at least, once ranked), as the table a screen reader reads.
  const places = card.getByRole('region', { name: 'Posición en el ranking' });
  await expect(places).toHaveCount(stats.rankHistory.length === 0 ? 0 : 1);
  for (const history of stats.rankHistory) {
    const last = history.days[history.days.length - 1]!;
    const rows = places.getByRole('table', { name: `Puesto por día en ${history.server.name}` }).getByRole('row');
    await expect(rows).toHaveCount(history.days.length + 1);
    await expect(rows.last().getByRole('cell')).toHaveText(
      `${last.rank.toLocaleString('es-AR')} de ${last.rankedPlayers.toLocaleString('es-AR')}`,
    );
  }

  // The signature for forums, drawn by the CMS from the same statistics, in both versions.
  const signature = page.getByRole('region', { name: 'Tu firma para foros' });
  const picture = signature.getByRole('img', { name: 'Firma de Jugador Común' });
  await untilReactOwns(signature.getByRole('radio', { name: 'Clara' }));
  for (const version of ['Oscura', 'Clara']) {
    await signature.getByRole('radio', { name: version }).check();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`/signature\\.png\\?theme=${version === 'Oscura' ? 'dark' : 'light'}$`),
    );
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(468);
  }
  await expect(signature.getByLabel('BBCode (foros)', { exact: true })).toHaveValue(
    /^\[url=http.+\/perfil\/[a-z0-9]+\]\[img\]http.+\[\/img\]\[\/url\]$/,
  );

  const info = page.getByRole('region', { name: 'Información' });
  // "diciembre de 2026": Spanish writes month names in lower case (issue 48).
  await expect(info.getByText(/^[a-z]+ de \d{4}$/)).toBeVisible();
  await expect(info.getByText(/^(En línea|Desconectado)$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("another user's profile shows that user, from their public profile", async ({ page }) => {
  const signedIn = await page.request.post(`${apiUrl}/auth/local`, {
    data: { identifier: 'premium', password: 'Premium1234' },
  });
  // A profile's address is the account's documentId, never its number (issue 23).
  const premiumId = ((await signedIn.json()) as { user: { documentId: string } }).user.documentId;
  await expect
    .poll(async () => (await apiJson<ProfileAnswer>(page, `/profiles/${premiumId}`)).data.stats?.servers.length ?? 0, {
      timeout: LOGS_TIMEOUT,
      intervals: [1_000, 2_000],
    })
    .toBeGreaterThan(0);

  const response = answered(page, new RegExp(`/profiles/${premiumId}$`));
  await page.goto(`/perfil/${premiumId}`);
  const profile = ((await (await response).json()) as ProfileAnswer).data;

  await expect(
    page.getByRole('heading', { level: 1, name: `Perfil de ${profile.nickname ?? profile.username}` }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'Tarjeta del jugador' });
  await expect(card).toContainText(profile.username);
  await expect(card).toContainText('PREMIUM');
  await expect(card).toContainText(profile.steamID!);
  await expect(card.getByRole('button', { name: 'Mensaje' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Agregar amigo' })).toBeDisabled();
  await expect(card.getByText('Próximamente')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Editar perfil' })).toHaveCount(0);

  await expectStatsOf(page.getByRole('region', { name: 'Estadísticas del jugador' }), profile.stats!);
  const info = page.getByRole('region', { name: 'Información' });
  if (profile.presence?.state === 'playing') {
    await expect(info.getByRole('link', { name: profile.presence.server!.name })).toBeVisible();
  } else {
    await expect(info.getByText('Última conexión')).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
});

test('an unknown profile id says "Jugador no encontrado", with a way back', async ({ page }) => {
  await page.goto('/perfil/nadietieneestedocumentid');

  await expect(page.getByRole('heading', { level: 1, name: 'Jugador no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Servidores' }).click();
  await expect(page).toHaveURL(/\/servidores$/);
});

// Issue 23: /profiles/1, /2, /3… listed every account's username and role, in order.
test(
  'a profile cannot be found by counting: numeric ids are "Jugador no encontrado" on the site and a 404 from the API',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const signedIn = await page.request.post(`${apiUrl}/auth/local`, {
      data: { identifier: 'premium', password: 'Premium1234' },
    });
    const premiumNumber = ((await signedIn.json()) as { user: { id: number } }).user.id;
    for (const id of [1, 2, 3, premiumNumber]) {
      expect((await page.request.get(`${apiUrl}/profiles/${id}`)).status()).toBe(404);
    }
    await page.goto(`/perfil/${premiumNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jugador no encontrado' })).toBeVisible();
  },
);
