// The page's start: the first script the HTML names, a few kilobytes on their own (no React, no Module
// Federation), run as soon as they arrive (`async`). It starts the downloads the page will wait for (the runtime
// config; on a remote's page its manifest and first files, its first read and its largest picture) while the
// shell's own code is still downloading: started by the shell, they waited for about 150 KB of it (issue 27,
// Lighthouse's simulated trace of /servidores). The site works the same without it, a little later.
import { announcePageStart } from './features/page-start/page-start-signal';
import { startPageAt } from './features/page-start/start-page';

announcePageStart(startPageAt(document, window.location));
