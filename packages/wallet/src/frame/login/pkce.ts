import { base64urlnopad } from '@scure/base';

/** RFC 7636 S256: a random verifier kept by the frame, and the challenge the cloud keeps instead. */
export async function pkce(): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return { codeVerifier, codeChallenge: base64urlnopad.encode(new Uint8Array(digest)) };
}
