// Browser-side figures of the benchmark: Lighthouse scores, axe violations, first-load JavaScript per route
// and client-side route-change times.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { axeSource, lighthouseCli, node22 } from './tools.mjs';
import { midTierPhoneSlowdown } from './calibrated-cpu.mjs';
import { repoRoot } from '../lib/site.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs a command without blocking this process, whose event loop serves the site being measured. */
function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * One Lighthouse run (mobile preset, simulated throttling). `cpuSlowdown` is the factor by which the simulation
 * slows this machine's CPU: Lighthouse's 4 by default. It multiplies the tasks the browser ran here, so work that
 * yields every few milliseconds counts as long tasks at 10; a slower browser (`--cpu-quota`) does not.
 * `'calibrated'`: the factor that makes this machine, as fast as Lighthouse found it in this very run, a mid-tier
 * phone (calibrated-cpu.mjs). The page is loaded once (`-G`: Lighthouse gathers the trace unthrottled, as always
 * with simulated throttling) and the simulation and audits run on that trace with the factor its own
 * benchmarkIndex calls for (`-A`).
 */
async function lighthouseOnce(url, cpuSlowdown, prefix, keepAs) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const output = path.join(outDir, 'report.json');
  const lighthouseRun = async (slowdown, mode) => {
    // Not spawnSync: the static servers of the site live in this process and must keep answering.
    const [command, ...args] = [...prefix, node22()];
    const result = await runAsync(command, [
      ...args,
      lighthouseCli(),
      url,
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      '--quiet',
      ...mode,
    ]);
    if (result.status !== 0) throw new Error(`Lighthouse failed for ${url}: ${result.stderr}`);
  };
  let slowdown = cpuSlowdown;
  if (cpuSlowdown === 'calibrated') {
    const artifactsDir = path.join(outDir, 'artifacts');
    await lighthouseRun(4, [`-G=${artifactsDir}`]);
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    slowdown = midTierPhoneSlowdown(artifacts.BenchmarkIndex);
    // Lighthouse audits saved artifacts only with the settings they were gathered with; the factor is used by
    // the simulation alone (the gathering is never throttled), so it is the one setting changed.
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    await lighthouseRun(slowdown, [`-A=${artifactsDir}`]);
  } else {
    await lighthouseRun(cpuSlowdown, []);
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (keepAs) {
    copyFileSync(output, keepAs);
    printLongTasks(report, path.basename(keepAs));
  }
  rmSync(outDir, { recursive: true, force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    // How fast Lighthouse found this host's CPU at that moment (higher is faster): figures from two machines,
    // or from one machine busy and quiet, compare only beside it.
    benchmarkIndex: report.environment.benchmarkIndex,
    cpuSlowdown: slowdown,
  };
}

/**
 * The long tasks of a Lighthouse run (its `long-tasks` audit: tasks of 50 ms or more in its simulation, by the
 * script they are attributed to) and the blocking time each adds (what it lasts over 50 ms).
 */
function printLongTasks(report, label) {
  const items = report.audits['long-tasks']?.details?.items ?? [];
  const tbt = Math.round(report.audits['total-blocking-time'].numericValue);
  console.log(`    ${label}: TBT ${tbt} ms; tareas largas (inicio ms, duración ms, script):`);
  for (const item of items)
    console.log(`      ${Math.round(item.startTime)} · ${Math.round(item.duration)} · ${item.url ?? 'sin script'}`);
}

/**
 * Median of `runs` Lighthouse runs, metric by metric (one after another, so they do not compete). `prefix` is a
 * command Lighthouse runs under (`cpuQuotaPrefix`: its browser in a CPU-limited cgroup). `cpuSlowdown` is a
 * factor or `'calibrated'` (a factor per run, `lighthouseOnce`); the result's `cpuSlowdown` is the median factor.
 */
export async function lighthouse(url, { runs = 3, cpuSlowdown = 4, prefix = [], reports } = {}) {
  const samples = [];
  if (reports) mkdirSync(reports.dir, { recursive: true });
  for (let run = 0; run < runs; run += 1) {
    const keepAs = reports && path.join(reports.dir, `${reports.name}-${run + 1}.json`);
    samples.push(await lighthouseOnce(url, cpuSlowdown, prefix, keepAs));
  }
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

export async function withBrowser(callback) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    return await callback(browser);
  } finally {
    await browser.close();
  }
}

/** axe-core violations of a page once it has rendered its main heading. */
export async function axe(browser, url, viewport = { width: 390, height: 844 }) {
  // The site's Content-Security-Policy allows no inline script: axe is injected around it, as an extension would.
  const page = await browser.newPage({ viewport, bypassCSP: true });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15000 })
    .catch(() => undefined);
  await page.addScriptTag({ content: readFileSync(axeSource(), 'utf8') });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.length,
    }));
  });
  await page.close();
  return violations;
}

function shellSingletonFiles() {
  const stats = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest-stats.json'), 'utf8'));
  const files = new Set();
  for (const shared of stats.shared)
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(file);
  return files;
}

/**
 * JavaScript a first visit to `url` downloads, split into the shell's own code, the shared singletons and the
 * remote's own code, with the number of copies of each singleton Module Federation loaded. `firstLoad` is
 * what the page asked for before its `load` event: what a visitor waits for. `afterLoad` is what it fetches
 * later on its own (the data layer once idle, the files of pages its links lead to): it competes with
 * nothing the visitor waits for, so the first-load target does not count it.
 */
export async function firstLoadJs(browser, url, shellPort) {
  const singletons = shellSingletonFiles();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      files.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (redirect): nothing downloaded
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15000 })
    .catch(() => undefined);
  const requestedAfterLoad = new Set(
    await page.evaluate(() => {
      const loadAt = performance.getEntriesByType('navigation')[0]?.loadEventStart ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= loadAt)
        .map((entry) => entry.name);
    }),
  );
  const copies = await page.evaluate(() => {
    const scopes = window.__FEDERATION__?.__SHARE__ ?? {};
    const found = {};
    for (const instance of Object.values(scopes))
      for (const scope of Object.values(instance))
        for (const [pkg, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded || entry.lib) (found[pkg] ??= new Set()).add(`${version}@${entry.from}`);
    return Object.fromEntries(Object.entries(found).map(([pkg, set]) => [pkg, set.size]));
  });
  await page.close();
  const groups = { shell: { raw: 0, gzip: 0 }, singletons: { raw: 0, gzip: 0 }, remote: { raw: 0, gzip: 0 } };
  const firstLoad = { raw: 0, gzip: 0 };
  const afterLoad = { raw: 0, gzip: 0 };
  for (const file of files) {
    const moment = requestedAfterLoad.has(file.url) ? afterLoad : firstLoad;
    moment.raw += file.raw;
    moment.gzip += file.gzip;
    const { port, pathname } = new URL(file.url);
    const group = Number(port) !== shellPort ? 'remote' : singletons.has(pathname.slice(1)) ? 'singletons' : 'shell';
    groups[group].raw += file.raw;
    groups[group].gzip += file.gzip;
  }
  return { groups, firstLoad, afterLoad, copies };
}

/**
 * Milliseconds from a click on a link to the remote's heading being in the page, on a client-side route
 * change from the landing page (the remote is not loaded yet). Includes the spec's 150 ms fade-out.
 */
export async function routeChangeTime(browser, shellUrl, linkName, runs = 10) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(shellUrl, { waitUntil: 'networkidle' });
    const link = page.getByRole('banner').getByRole('link', { name: linkName, exact: true }).first();
    const elapsed = await link.evaluate(
      (element) =>
        new Promise((resolve) => {
          const headingText = () => document.querySelector('main h1')?.textContent ?? '';
          const before = headingText();
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (headingText() && headingText() !== before) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          element.click();
        }),
    );
    samples.push(elapsed);
    await page.close();
  }
  return median(samples);
}
