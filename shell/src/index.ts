// Module Federation negotiates the shared singletons before any of them is used, so the app starts async.
// It starts in steps, each in its own task (a yield to the browser between them), so no step is a long task on
// a phone (issue 27: Total Blocking Time; evaluated at once they were one task of about 180 ms):
// 0. the page's start, a script of its own, has sent the page's first requests (features/page-start);
// 1. React, then styled-components (which also takes over the style sheet of the page's HTML), each in a task of
//    its own (their files are preloaded by the HTML): run as one with step 2 they were the start's longest task
//    (76 ms on the slow machine's emulation);
// 2. the shared package (React Router inside), and with it the start of the page at this address: the runtime
//    config, the remote page's files and its first read (site-start.ts);
// 3. the app's modules; the remote page's code may run from then on (see appModulesHaveRun);
// 4. on `/`, the landing page's modules (downloaded with the app's, run only where the landing is shown);
// 5. React DOM;
// 6. the app, which takes over the page's HTML (bootstrap.tsx).
import { pageStartSent } from './features/page-start';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The page's own downloads first (page-start.js): its next step must not run inside this start's tasks.
  await pageStartSent();
  await import('react');
  await nextTask();
  await import('styled-components');
  await nextTask();
  const { appModulesHaveRun } = await import(/* webpackChunkName: "site-start" */ './site-start');
  await nextTask();
  await import(/* webpackChunkName: "app" */ './app/app');
  appModulesHaveRun();
  await nextTask();
  const { loadLandingPageAt } = await import(/* webpackChunkName: "app" */ './features/landing');
  if (await loadLandingPageAt(window.location.pathname)) await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
