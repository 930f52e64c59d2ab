import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { walletTestClient } from '../test/walletClient.js';
import { createSmtpMailer } from './smtpMailer.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Quoted-printable's soft line breaks (nodemailer wraps long lines) undone; the tests' mail is ASCII. */
function decodeSoftBreaks(raw: string): string {
  return raw.replace(/=\r?\n/g, '');
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from === false ? undefined : from.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeSoftBreaks(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('hands the mail to the SMTP server, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Portico <codes@portico.test>');
    try {
      await mailer.send({ to: 'visitor@example.com', subject: 'Hello', text: 'Your Portico code is 042042' });
    } finally {
      mailer.close();
    }
    const [mail] = smtp.received.slice(-1);
    expect(mail).toMatchObject({ from: 'codes@portico.test', to: ['visitor@example.com'] });
    expect(mail?.raw).toMatch(/^Subject: Hello\r?$/m);
    expect(mail?.raw).toMatch(/^Your Portico code is 042042\r?$/m);
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'a@portico.test');
    await expect(mailer.send({ to: 'v@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe.each(dbPasses.slice(0, 1))('a cloud that mails by SMTP ($name)', (pass) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    location = await pass.location();
    cloud = await startTestCloud(location, {
      config: { wallet: { mail: { smtpUrl: smtp.url, from: 'codes@portico.test' } } },
    });
    client = walletTestClient(cloud, (await createProject(cloud.db, { name: 'SMTP' })).id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
    await smtp?.close();
  });

  it('mails the login code by SMTP and has no mailbox', async () => {
    expect((await client.post('/v1/wallet/email/otp', { email: 'smtp@example.com' })).status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes('smtp@example.com'));
    const code = /^Your Portico code is (\d{6})\r?$/m.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await client.post('/v1/wallet/email/verify', { email: 'smtp@example.com', otp: code });
    expect(verified.status).toBe(200);
    expect((await fetch(cloud.mailboxUrl)).status).toBe(404);
    expect((await fetch(`${cloud.mailboxUrl}/messages?to=smtp@example.com`)).status).toBe(404);
  });

  it('answers 502 when the SMTP server is gone, and takes the code back so asking again is not a cooldown', async () => {
    await smtp.close();
    const failed = await client.post('/v1/wallet/email/otp', { email: 'down@example.com' });
    expect(failed).toMatchObject({ status: 502, body: { code: 'SERVER_ERROR' } });
    const again = await client.post('/v1/wallet/email/otp', { email: 'down@example.com' });
    expect(again).toMatchObject({ status: 502 });
  });
});
