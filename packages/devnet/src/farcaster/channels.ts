import { randomBytes } from 'node:crypto';

/** What `POST /v1/channel` takes (the relay's create-channel body), validated. */
export interface SignatureParams {
  siweUri: string;
  domain: string;
  nonce: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
  redirectUrl?: string;
  acceptAuthAddress?: boolean;
}

/** What `POST /v1/channel/authenticate` takes, validated. */
export interface Authentication {
  message: string;
  signature: `0x${string}`;
  authMethod?: 'custody' | 'authAddress';
  fid: number;
  username?: string;
  bio?: string;
  displayName?: string;
  pfpUrl?: string;
}

/** A channel as the relay keeps it and (without `url` and `connectUri`) answers on `GET /v1/channel/status`. */
export interface Channel {
  state: 'pending' | 'completed';
  nonce: string;
  url: string;
  connectUri: string;
  acceptAuthAddress: boolean;
  signatureParams: SignatureParams;
  metadata: { ip: string; userAgent: string };
  message?: string;
  signature?: `0x${string}`;
  authMethod?: 'custody' | 'authAddress';
  fid?: number;
  username?: string;
  bio?: string;
  displayName?: string;
  pfpUrl?: string;
  custody?: `0x${string}`;
  verifications?: string[];
}

// The relay's channel tokens: 8 characters of this alphabet (32 letters and digits without look-alikes).
const tokenAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const tokenLength = 8;

function channelToken(): string {
  return [...randomBytes(tokenLength)].map((byte) => tokenAlphabet[byte % tokenAlphabet.length]).join('');
}

/**
 * The relay's channels in memory. Like the relay's Redis keys, a channel lives `ttlMs` from its creation
 * (updates keep that expiry) and is gone once the completed status has been read.
 */
export class ChannelStore {
  private readonly channels = new Map<string, { channel: Channel; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** Opens a channel whose content `create` derives from its new token. */
  open(create: (token: string) => Channel): { token: string; channel: Channel } {
    this.sweep();
    let token = channelToken();
    while (this.channels.has(token)) token = channelToken();
    const channel = create(token);
    this.channels.set(token, { channel, expiresAt: this.now() + this.ttlMs });
    return { token, channel };
  }

  read(token: string): Channel | undefined {
    const entry = this.channels.get(token);
    if (entry === undefined) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.channels.delete(token);
      return undefined;
    }
    return entry.channel;
  }

  /** Replaces a live channel's content, keeping its expiry; false when there is no such channel. */
  update(token: string, channel: Channel): boolean {
    const entry = this.channels.get(token);
    if (entry === undefined || this.read(token) === undefined) return false;
    entry.channel = channel;
    return true;
  }

  close(token: string): void {
    this.channels.delete(token);
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, { expiresAt }] of this.channels) if (now >= expiresAt) this.channels.delete(token);
  }
}
