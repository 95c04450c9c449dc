import { z } from 'zod';

/** Translates short shopper texts (reviews) into a storefront language. */
export interface Translator {
  translate(text: string, language: string): Promise<string>;
}

export class TranslationUnavailableError extends Error {
  constructor(reason: string) {
    super(`Translation provider unavailable: ${reason}`);
    this.name = 'TranslationUnavailableError';
  }
}

const replySchema = z.object({ translatedText: z.string() });

/**
 * A LibreTranslate-compatible provider (`POST {url}` with q, source, target, format and
 * api_key; answers `{ translatedText }`): the self-hostable open-source service, and the
 * format several hosted ones accept.
 */
export function createHttpTranslator({
  url,
  apiKey,
  timeoutMs = 5000,
}: {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}): Translator {
  return {
    async translate(text, language) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target: language,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new TranslationUnavailableError(error instanceof Error ? error.name : 'network');
      }
      if (!response.ok) throw new TranslationUnavailableError(`HTTP ${response.status}`);
      const parsed = replySchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new TranslationUnavailableError('unexpected reply');
      return parsed.data.translatedText;
    },
  };
}

/** The configured provider, or null: the storefront then shows no Translate button. */
export function translatorFromEnv(env: {
  TRANSLATION_API_URL?: string;
  TRANSLATION_API_KEY?: string;
}): Translator | null {
  if (!env.TRANSLATION_API_URL) return null;
  return createHttpTranslator({ url: env.TRANSLATION_API_URL, apiKey: env.TRANSLATION_API_KEY });
}
