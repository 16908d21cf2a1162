// E-mail over real SMTP: the app is configured with SMTP_URL and talks to an SMTP server
// started here (smtp-server, the one fake allowed: it sits at the network boundary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp, tokenFromLink, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { expectResetWorksOnce } from './helpers/password-reset.ts';

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Charades <no-reply@charades.test>' } });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const client = () => new HttpClient(t.baseUrl);

async function waitForSmtp(to: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = received.filter((m) => m.rcptTo.includes(to));
    const mail = mine[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no SMTP message #${count} for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Just enough MIME to read what nodemailer writes: headers, multipart bodies, and the
// quoted-printable and base64 transfer encodings.
interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const idx = line.indexOf(':');
    if (idx > 0) headers.set(line.slice(0, idx).trim().toLowerCase(), line.slice(idx + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const src = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < src.length; i++) {
        if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
          bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(src.charAt(i), 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

function leafParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => leafParts(p.replace(/^\r\n/, '')));
  }
  return [{ headers, body: decodeBody(body, headers.get('content-transfer-encoding')) }];
}

function textPart(raw: string): string {
  const part = leafParts(raw).find((p) => /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain'));
  if (!part) throw new Error('no text/plain part');
  return part.body;
}

describe('mail over SMTP', () => {
  it('is the configured mailer', () => {
    expect(t.app.mailer.kind).toBe('smtp');
  });

  it('delivers the password-reset e-mail over SMTP; its link resets the password once', async () => {
    const email = uniqueEmail('smtp-reset');
    const old = client();
    await old.signUp(email, 'old-password');
    const res = await client().post('/api/auth/recover', { email, language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mail = await waitForSmtp(email);
    expect(mail.rcptTo).toEqual([email]);
    expect(mail.mailFrom).toBe('no-reply@charades.test');
    expect(parseHeaders(mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'))).get('subject')).toBe('Reset your password');
    const text = textPart(mail.raw);
    expect(text).toMatch(/https?:\/\/[^/\s]+\/en\/reset-password\?token=[A-Za-z0-9_%-]+/);
    const html = leafParts(mail.raw).find((p) => /^text\/html/i.test(p.headers.get('content-type') ?? ''));
    expect(html?.body).toContain('/en/reset-password?token=');
    const token = tokenFromLink(text);

    await expectResetWorksOnce({ baseUrl: t.baseUrl, email, token, oldDevice: old, oldPassword: 'old-password' });
  });

  it('writes the Arabic e-mail by default, intact through the transfer encoding', async () => {
    const email = uniqueEmail('smtp-ar');
    await client().signUp(email);
    expect((await client().post('/api/auth/recover', { email })).status).toBe(200);
    const mail = await waitForSmtp(email);
    const text = textPart(mail.raw);
    expect(text).toContain('طلبت إعادة تعيين كلمة المرور');
    expect(text).toMatch(/https?:\/\/[^/\s]+\/reset-password\?token=/);
    const token = tokenFromLink(text);
    expect((await client().post('/api/auth/reset', { token, password: 'arabic-pass' })).status).toBe(200);
    expect((await client().signIn(email, 'arabic-pass')).status).toBe(200);
  });

  it('sends nothing for an unknown address, and still answers ok', async () => {
    const ghost = uniqueEmail('smtp-ghost');
    const known = uniqueEmail('smtp-known');
    await client().signUp(known);
    expect((await client().post('/api/auth/recover', { email: ghost })).status).toBe(200);
    // Once a later request's mail has arrived, the earlier one has had its chance.
    expect((await client().post('/api/auth/recover', { email: known })).status).toBe(200);
    await waitForSmtp(known);
    expect(received.some((m) => m.rcptTo.includes(ghost))).toBe(false);
  });
});
