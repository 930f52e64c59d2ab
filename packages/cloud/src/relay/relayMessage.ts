/** A message published on a topic, as stored and as pushed to subscribers. Times: ms on the relay's clock. */
export interface RelayMessage {
  /** A UUID given by the relay that received it. */
  id: string;
  topic: string;
  message: string;
  tag: number;
  attestation?: string;
  /** Client id (did:key) of the publisher; never delivered back to it. */
  publisher: string;
  publishedAt: number;
  expiresAt: number;
}
