// A local SMTP server that keeps every mail it receives, so tests can read what the app sent
// (sign-up codes, password resets) through the app's real mail path: nodemailer over SMTP.
//
// In-process tests use startSmtpCapture() and read messages() directly. The end-to-end run has
// the app in another process (Playwright's webServer), so there startSmtpCaptureService() also
// serves the mails as JSON over HTTP: GET /messages?to=<address> (tests/e2e/fixtures.ts reads it).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  /** Order of arrival, from 1. */
  id: number;
  receivedAt: string;
  /** Recipients, lower case: the envelope's RCPT TO and the To/Cc headers. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
};

export type MailMatcher = ((mail: CapturedMail) => boolean) | { to: string };

export type SmtpCapture = {
  port: number;
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  messages(): CapturedMail[];
  /** The first mail (already received or still to come) that matches; rejects after timeoutMs. */
  waitForMail(matcher: MailMatcher, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

export type SmtpCaptureService = SmtpCapture & {
  smtpUrl: string;
  httpPort: number;
  /** http://127.0.0.1:HTTP_PORT; mails are at /messages. */
  httpUrl: string;
};

/** Where the e2e capture service listens unless told otherwise (see tests/e2e/fixtures.ts). */
export const defaultSmtpCapturePort = Number(process.env.SMTP_CAPTURE_PORT ?? 3125);
export const defaultSmtpCaptureHttpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT ?? 3126);

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

function matcherPredicate(matcher: MailMatcher): (mail: CapturedMail) => boolean {
  if (typeof matcher === 'function') return matcher;
  const address = matcher.to.toLowerCase();
  return (mail) => mail.to.includes(address);
}

export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Plain text only: the app's nodemailer must not try to upgrade a loopback connection.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client left connected (a pooled transport) must not hold a test's teardown for the
    // default 30 s.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeRecipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          const headerRecipients = [...addressesOf(parsed.to), ...addressesOf(parsed.cc)];
          const mail: CapturedMail = {
            id: received.length + 1,
            receivedAt: new Date().toISOString(),
            to: [...new Set([...envelopeRecipients, ...headerRecipients].map((address) => address.toLowerCase()))],
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          received.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server logs socket errors itself unless someone listens; a test run wants them quiet.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    waitForMail(matcher, timeoutMs = 10_000) {
      const matches = matcherPredicate(matcher);
      const already = received.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise<CapturedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        const waiter = (mail: CapturedMail) => {
          if (!matches(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The capture plus a read-only HTTP side for tests in another process. Ports default to
 * SMTP_CAPTURE_PORT (3125) and SMTP_CAPTURE_HTTP_PORT (3126); pass 0 for free ones.
 */
export async function startSmtpCaptureService(
  options: { smtpPort?: number; httpPort?: number } = {},
): Promise<SmtpCaptureService> {
  const capture = await startSmtpCapture({ port: options.smtpPort ?? defaultSmtpCapturePort });
  const http: HttpServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"GET /messages?to=<address>"}');
      return;
    }
    const to = url.searchParams.get('to');
    const mails = to ? capture.messages().filter(matcherPredicate({ to })) : capture.messages();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.httpPort ?? defaultSmtpCaptureHttpPort, '127.0.0.1', () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await capture.close();
    throw error;
  }
  const httpPort = (http.address() as AddressInfo).port;
  return {
    ...capture,
    smtpUrl: capture.url,
    httpPort,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await capture.close();
    },
  };
}

/** Reads a capture service's mails over HTTP (oldest first), optionally only those to one address. */
export async function fetchCapturedMails(httpUrl: string, to?: string): Promise<CapturedMail[]> {
  const url = new URL('/messages', httpUrl);
  if (to) url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`SMTP capture service answered ${response.status} for ${url}`);
  return (await response.json()) as CapturedMail[];
}
