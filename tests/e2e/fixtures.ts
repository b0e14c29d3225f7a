// Playwright fixtures for the e2e tests: import `test` and `expect` from here, not from
// '@playwright/test'. `mailbox` reads the mail the server sent (sign-up and reset codes) from the
// capture service that tests/e2e/start-test-server.ts runs next to the app.
import { test as base, type TestInfo } from '@playwright/test';
import { defaultSmtpCaptureHttpPort, fetchCapturedMails, type CapturedMail } from '../support/smtp-capture.ts';

export { expect } from '@playwright/test';

const sixDigitCode = /\b(\d{6})\b/;
const pollIntervalMs = 200;

export class Mailbox {
  private readonly httpUrl: string;
  private readonly testInfo: TestInfo;
  /** Mails this test already took, so a second code for the same address waits for a new mail. */
  private readonly takenIds = new Set<number>();
  private addressCount = 0;

  constructor(httpUrl: string, testInfo: TestInfo) {
    this.httpUrl = httpUrl;
    this.testInfo = testInfo;
  }

  /** An address no other test or worker uses, for sign-ups. */
  newAddress(label = 'user'): string {
    this.addressCount += 1;
    const unique = `${this.testInfo.workerIndex}-${Date.now().toString(36)}-${this.addressCount}`;
    return `e2e-${label}-${unique}@example.com`;
  }

  /** Every mail sent to `email` so far, oldest first. */
  messages(email: string): Promise<CapturedMail[]> {
    return fetchCapturedMails(this.httpUrl, email);
  }

  /** The newest mail to `email` that this test has not taken yet; waits for one to arrive. */
  async waitForMail(email: string, timeoutMs = 15_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const fresh = (await this.messages(email)).filter((mail) => !this.takenIds.has(mail.id));
      const newest = fresh.at(-1);
      if (newest) {
        for (const mail of fresh) this.takenIds.add(mail.id);
        return newest;
      }
      if (Date.now() > deadline) throw new Error(`No new mail to ${email} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  }

  /** The 6-digit code in the newest mail to `email` not taken yet. */
  async waitForCode(email: string, timeoutMs = 15_000): Promise<string> {
    const mail = await this.waitForMail(email, timeoutMs);
    const code = [mail.text, mail.subject, mail.html.replace(/<[^>]*>/g, ' ')]
      .map((part) => sixDigitCode.exec(part)?.[1])
      .find(Boolean);
    if (!code) throw new Error(`The newest mail to ${email} ("${mail.subject}") holds no 6-digit code`);
    return code;
  }
}

export const test = base.extend<{ mailbox: Mailbox }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  mailbox: async ({}, use, testInfo) => {
    await use(new Mailbox(`http://127.0.0.1:${defaultSmtpCaptureHttpPort}`, testInfo));
  },
});
