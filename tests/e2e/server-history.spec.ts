import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/ports';

/**
 * Issue 13: the player-count history on a server's detail, drawn by uPlot from the CMS's downsampled
 * records, for each range, with its text alternative (summary and table) and its keyboard read-out.
 */
type ApiServer = { documentId: string; name: string };
const DUST2 = 'CS Argentina #1 | Clásico 24/7 Dust2';
const RANGES = [
  { label: '24 h', api: '24h', during: 'las últimas 24 horas' },
  { label: '7 días', api: '7d', during: 'los últimos 7 días' },
  { label: '30 días', api: '30d', during: 'los últimos 30 días' },
];

async function dust2(page: Page): Promise<ApiServer> {
  const response = await page.request.get(`${apiUrl}/servers?pagination[pageSize]=100`);
  return ((await response.json()) as { data: ApiServer[] }).data.find((server) => server.name === DUST2)!;
}

async function bucketCount(page: Page, documentId: string, range: string): Promise<number> {
  const response = await page.request.get(`${apiUrl}/servers/${documentId}/history?range=${range}`);
  return ((await response.json()) as { data: { buckets: unknown[] } }).data.buckets.length;
}

test('the graph renders for each range, with a summary, the data as a table and a keyboard read-out', async ({
  page,
}) => {
  const server = await dust2(page);
  // The poller records a sample per poll: wait for the first ones of this fresh CMS.
  await expect
    .poll(async () => {
      const response = await page.request.get(`${apiUrl}/servers/${server.documentId}/history?range=24h`);
      return ((await response.json()) as { data: { peakPlayers: number | null } }).data.peakPlayers;
    })
    .not.toBeNull();

  await page.goto(`/servidores/${server.documentId}?tab=historial`);
  await expect(page.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('region', { name: 'Jugadores a lo largo del tiempo' });
  await panel.getByText('Ver los datos en una tabla').click();

  for (const range of RANGES) {
    await panel.getByRole('button', { name: range.label }).click();
    await expect(panel.getByRole('button', { name: range.label })).toHaveAttribute('aria-pressed', 'true');
    const summary = panel.getByText(new RegExp(`^En ${range.during}: pico de \\d+ jugadores?`));
    await expect(summary).toBeVisible();

    // uPlot drew on its canvas: it has the width of the panel and pixels that are not blank.
    const chart = panel.getByRole('group', {
      name: `Gráfico de jugadores en ${range.during}: usá las flechas para recorrerlo`,
    });
    const canvas = chart.locator('canvas');
    await expect(canvas).toHaveCount(1);
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
          let drawn = 0;
          for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
          return drawn;
        }),
      )
      .toBeGreaterThan(1000);
    expect((await canvas.boundingBox())!.width).toBeGreaterThan(250);

    // The table has one row per bucket of the CMS's answer.
    const rows = panel
      .getByRole('table', { name: new RegExp(`^Jugadores en ${range.during}, por período`) })
      .getByRole('row');
    await expect(rows).toHaveCount((await bucketCount(page, server.documentId, range.api)) + 1);

    // The keyboard reads out the moment it picks: the latest bucket first, then the one before.
    await chart.focus();
    await page.keyboard.press('End');
    const readout = panel.locator('p[aria-live]');
    await expect(readout).toHaveAttribute('aria-live', 'polite');
    await expect(readout).toContainText(/jugadores? en promedio|Offline|Sin registros/);
    const latest = await readout.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(readout).not.toHaveText(latest!);
  }

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
});
