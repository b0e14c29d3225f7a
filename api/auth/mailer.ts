// Outgoing mail through nodemailer: a real SMTP server when SMTP_URL is set (tests run a local
// one and read it), otherwise .eml files in DATA_DIR/outbox that a developer can open.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.outboxDir, { recursive: true });
      const safeRecipient = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}.eml`);
      writeFileSync(file, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
