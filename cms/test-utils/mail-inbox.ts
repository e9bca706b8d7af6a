import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freeTcpPort } from './ports';
import { waitFor } from './wait-for';

// A real SMTP server in the test process, on 127.0.0.1, that the CMS under test sends its email to
// (SMTP_HOST/SMTP_PORT): every message is parsed as a mail client would (headers, text and HTML parts).
// `hold()` keeps the next messages waiting in the middle of the SMTP conversation until `release()`.

export type Mail = { to: string; from: string; subject: string; text: string; html: string; raw: ParsedMail };

export type MailInbox = {
  port: number;
  mails: Mail[];
  next: (predicate: (mail: Mail) => boolean, what: string) => Promise<Mail>;
  hold: () => void;
  release: () => void;
  // Conversations waiting on hold right now.
  held: () => number;
  close: () => Promise<void>;
};

export async function openMailInbox(): Promise<MailInbox> {
  const mails: Mail[] = [];
  let holding = false;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () =>
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              const address = (value: ParsedMail['to'] | ParsedMail['from']) =>
                (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ');
              mails.push({
                to: address(parsed.to),
                from: address(parsed.from),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                raw: parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        if (holding) waiting.push(accept);
        else accept();
      });
    },
  });
  // A CMS stopped while its mail connection is open resets it: the sender's doing, not an inbox failure. Unheard,
  // the server's 'error' event threw in the test process ("Test suite failed to run: read ECONNRESET").
  server.on('error', () => undefined);
  const port = await freeTcpPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    mails,
    next: (predicate, what) => waitFor(() => mails.find(predicate), { what }),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const accept of waiting.splice(0)) accept();
    },
    held: () => waiting.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
