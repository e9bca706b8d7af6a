// Module Federation negotiates the shared singletons before any of them is used, so the app starts async.
// It starts in steps, each in its own task (a yield to the browser between them), so no step is a long task on
// a phone (issue 27: Total Blocking Time; evaluated at once they were one task of about 180 ms):
// 1. the shared package (React and styled-components with it), and with it the start of the page at this
//    address: the runtime config, the remote page's code and its first read (site-start.ts);
// 2. React DOM;
// 3. the app, which takes over the page's HTML (bootstrap.tsx).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import(/* webpackChunkName: "site-start" */ './site-start');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
