import { describe, expect, it } from 'vitest';
import { codeChallengeSchema, codeVerifierSchema } from '../contracts/auth';
import { base64UrlEncode, createCodeChallenge, createCodeVerifier, createPkcePair } from './pkce';

describe('PKCE', () => {
  it('derives the RFC 7636 appendix B challenge from its verifier', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes the appendix B octets as its verifier', () => {
    const octets = new Uint8Array([
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
      105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ]);
    expect(base64UrlEncode(octets)).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('makes a 43-character verifier from 32 random bytes, different each time', () => {
    const first = createCodeVerifier();
    expect(first).toHaveLength(43);
    expect(codeVerifierSchema.safeParse(first).success).toBe(true);
    expect(createCodeVerifier()).not.toBe(first);
  });

  it('pairs a verifier with its S256 challenge in the shapes the contracts accept', async () => {
    const pair = await createPkcePair();
    expect(pair.codeChallengeMethod).toBe('S256');
    expect(codeChallengeSchema.safeParse(pair.codeChallenge).success).toBe(true);
    await expect(createCodeChallenge(pair.codeVerifier)).resolves.toBe(pair.codeChallenge);
  });
});
