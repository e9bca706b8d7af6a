// Module Federation negotiates the shared singletons before any of them is used, so the app starts async.
// It starts in three steps, each in its own task (a yield to the browser between them): react-dom, then the
// shared package (styled-components with it), then the app. Evaluated at once they were one task of about
// 180 ms on a throttled phone CPU, the longest of every page's load (issue 27: Total Blocking Time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@cs16ar/shared');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
