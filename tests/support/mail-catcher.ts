import { mailCatcherUrl } from './ports';

type CaughtMail = { to: { address: string }[]; subject: string; text: string; html: string; date: string };

/**
 * The messages the tests' mail catcher (maildev, started with the site) caught for `address`, newest first,
 * read from its API (`GET /email`).
 */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  if (!mailCatcherUrl) throw new Error('the mail catcher runs only with the tests’ own site');
  const response = await fetch(`${mailCatcherUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
