/** The PKCE verifier is 32 random bytes. */
export const PKCE_VERIFIER_BYTES = 32;

export interface PkcePair {
  /** Kept in memory only, and sent with the token call that redeems the authorization code. */
  codeVerifier: string;
  /** Sent with the sign-in call; the server checks the verifier against it. */
  codeChallenge: string;
  codeChallengeMethod: 'S256';
}

/** RFC 4648 section 5, unpadded, as RFC 7636 requires for both verifier and challenge. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes encode to a 43-character verifier, the shortest RFC 7636 allows. */
export function createCodeVerifier(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(PKCE_VERIFIER_BYTES)));
}

/** S256: BASE64URL(SHA-256(ASCII(verifier))), via Web Crypto so it runs in browsers and Node. */
export async function createCodeChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export async function createPkcePair(): Promise<PkcePair> {
  const codeVerifier = createCodeVerifier();
  return {
    codeVerifier,
    codeChallenge: await createCodeChallenge(codeVerifier),
    codeChallengeMethod: 'S256',
  };
}
