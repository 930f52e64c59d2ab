import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.js';

/** Mail sent through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`), from `from`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }: Mail) {
      await transport.sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }) });
    },
    close() {
      transport.close();
    },
  };
}
