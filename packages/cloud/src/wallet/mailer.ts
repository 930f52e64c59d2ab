export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where the cloud's mail goes: SMTP, the built-in mailbox, or nowhere (`none`: neither is configured). */
export interface Mailer {
  readonly kind: 'mailbox' | 'smtp' | 'none';
  send(mail: Mail): Promise<void>;
  close(): void;
}
