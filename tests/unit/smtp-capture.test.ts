// The mail capture the API and e2e tests rely on to read sign-up codes: a mail sent the way the
// app sends it (nodemailer over SMTP) must come back intact, in process and over HTTP.
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fetchCapturedMails,
  startSmtpCapture,
  startSmtpCaptureService,
  type SmtpCapture,
} from '../support/smtp-capture.ts';

const openCaptures: SmtpCapture[] = [];

afterEach(async () => {
  await Promise.all(openCaptures.splice(0).map((capture) => capture.close()));
});

async function sendMail(smtpUrl: string, mail: { to: string; subject: string; text: string; html?: string }) {
  const transport = nodemailer.createTransport({ url: smtpUrl, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'Opinio <no-reply@opinio.local>', ...mail });
  } finally {
    transport.close();
  }
}

describe('startSmtpCapture', () => {
  it('keeps a mail sent over SMTP with its recipients, subject, text and html', async () => {
    const capture = await startSmtpCapture();
    openCaptures.push(capture);
    expect(capture.url).toBe(`smtp://127.0.0.1:${capture.port}`);

    await sendMail(capture.url, {
      to: 'Ada <Ada@Example.test>',
      subject: 'Your Opinio code',
      text: 'Your code is 123456.',
      html: '<p>Your code is <b>123456</b>.</p>',
    });

    const mail = await capture.waitForMail({ to: 'ada@example.test' }, 5_000);
    expect(mail).toMatchObject({
      id: 1,
      to: ['ada@example.test'],
      from: '"Opinio" <no-reply@opinio.local>',
      subject: 'Your Opinio code',
      html: '<p>Your code is <b>123456</b>.</p>',
    });
    expect(mail.text.trim()).toBe('Your code is 123456.');
    expect(capture.messages()).toHaveLength(1);
  });

  it('waits for a mail that has not arrived yet, and times out on one that never does', async () => {
    const capture = await startSmtpCapture();
    openCaptures.push(capture);

    const waiting = capture.waitForMail((mail) => mail.subject === 'second', 5_000);
    await sendMail(capture.url, { to: 'b@example.test', subject: 'first', text: 'one' });
    await sendMail(capture.url, { to: 'b@example.test', subject: 'second', text: 'two' });
    expect((await waiting).id).toBe(2);

    await expect(capture.waitForMail({ to: 'nobody@example.test' }, 200)).rejects.toThrow(/No matching mail/);
  });
});

describe('startSmtpCaptureService', () => {
  it('serves the captured mails as JSON, filtered by recipient', async () => {
    const service = await startSmtpCaptureService({ smtpPort: 0, httpPort: 0 });
    openCaptures.push(service);
    expect(service.smtpUrl).toBe(`smtp://127.0.0.1:${service.port}`);

    await sendMail(service.smtpUrl, { to: 'c@example.test', subject: 'Code', text: 'Code: 654321' });
    await sendMail(service.smtpUrl, { to: 'd@example.test', subject: 'Other', text: 'nothing' });
    await service.waitForMail({ to: 'd@example.test' }, 5_000);

    const forC = await fetchCapturedMails(service.httpUrl, 'C@example.test');
    expect(forC).toHaveLength(1);
    expect(forC[0]).toMatchObject({ to: ['c@example.test'], subject: 'Code' });
    expect(forC[0].text).toContain('654321');
    expect(await fetchCapturedMails(service.httpUrl)).toHaveLength(2);

    const unknownPath = await fetch(new URL('/elsewhere', service.httpUrl));
    expect(unknownPath.status).toBe(404);
  });
});
