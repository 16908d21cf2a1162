// Outgoing e-mail: SMTP when SMTP_URL is set, otherwise each message is logged and written
// as JSON to DATA_DIR/outbox/ so a developer (or a test) can open the links in it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(outboxDir: string, from: string, log: (msg: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      // Written aside and renamed into place, so whoever watches the outbox never reads half a message.
      const partial = path.join(outboxDir, `.${path.basename(file)}.partial`);
      await writeFile(partial, JSON.stringify({ from, ...m, sentAt: new Date().toISOString() }, null, 2));
      await rename(partial, file);
      log(`mail to ${m.to} ("${m.subject}") written to ${file}`);
    },
    async close() {},
  };
}
