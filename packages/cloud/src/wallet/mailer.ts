export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where the cloud's mail goes: SMTP, or the built-in mailbox. */
export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): void;
}
