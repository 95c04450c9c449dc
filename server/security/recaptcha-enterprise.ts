import { z } from 'zod';
import type { RecaptchaAction } from '@/lib/security/recaptcha-token';
import { RecaptchaUnavailableError, type RecaptchaVerifier } from './recaptcha';

export interface EnterpriseOptions {
  projectId: string;
  siteKey: string;
  apiKey: string;
  /** Google's guidance: 0.5 separates likely humans from likely bots for most sites. */
  minScore?: number;
  timeoutMs?: number;
}

const ASSESSMENTS_URL = 'https://recaptchaenterprise.googleapis.com/v1/projects';

/** The parts of an assessment we decide on; everything else in the reply is ignored. */
const assessmentSchema = z.object({
  tokenProperties: z.object({ valid: z.boolean(), action: z.string().optional() }),
  riskAnalysis: z.object({ score: z.number() }).optional(),
});

/**
 * reCAPTCHA Enterprise: creates an assessment for the token and accepts it when Google finds
 * it valid, made for the expected action, with a score at or above `minScore`.
 */
export function createEnterpriseRecaptchaVerifier({
  projectId,
  siteKey,
  apiKey,
  minScore = 0.5,
  timeoutMs = 5000,
}: EnterpriseOptions): RecaptchaVerifier {
  const url = `${ASSESSMENTS_URL}/${encodeURIComponent(projectId)}/assessments?key=${encodeURIComponent(apiKey)}`;

  async function assess(token: string, action: RecaptchaAction): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: { token, siteKey, expectedAction: action } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RecaptchaUnavailableError(error instanceof Error ? error.name : 'network error');
    }
    // Google answers 400 for a token it cannot parse: that is a failed check, not an outage.
    if (response.status === 400) return undefined;
    if (!response.ok) throw new RecaptchaUnavailableError(`HTTP ${response.status}`);
    return response.json().catch(() => undefined);
  }

  return {
    async verify(token, action) {
      if (!token) return false;
      const parsed = assessmentSchema.safeParse(await assess(token, action));
      if (!parsed.success) return false;
      const { tokenProperties, riskAnalysis } = parsed.data;
      return (
        tokenProperties.valid &&
        tokenProperties.action === action &&
        (riskAnalysis?.score ?? 0) >= minScore
      );
    },
  };
}
