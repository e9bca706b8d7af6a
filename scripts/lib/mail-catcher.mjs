// The local mail catcher of a running copy of the site (maildev, a dev dependency): an SMTP server the CMS
// sends its email to (password resets), and a web page that shows every message caught. Nothing leaves the
// machine. Its ports follow the CMS's (`sitePorts`), so copies of the site side by side each have their own.
import path from 'node:path';
import { startProcess, waitForHttp } from './processes.mjs';
import { appUrl, apps, repoRoot } from './site.mjs';

const MAILDEV = path.join(repoRoot, 'node_modules', 'maildev', 'bin', 'maildev');

/** Starts maildev on 127.0.0.1 only and waits until its web page answers. */
export async function startMailCatcher(ports, { quiet = false } = {}) {
  const child = startProcess(
    'correo',
    process.execPath,
    [
      MAILDEV,
      '--smtp',
      String(ports.mailSmtp),
      '--web',
      String(ports.mailWeb),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ],
    { quiet },
  );
  await waitForHttp(`http://127.0.0.1:${ports.mailWeb}/email`, { timeoutMs: 60000, child });
  return child;
}

export function mailCatcherUrl(ports) {
  return `http://localhost:${ports.mailWeb}`;
}

/** What the CMS needs to send to this catcher, and the site's address for the links in its emails. */
export function cmsMailEnv(ports) {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.mailSmtp),
    SITE_URL: appUrl(apps[0], ports),
  };
}
