import { isBehindTrustedEntry } from '../http/client-address';
import { demoViewerKey } from './demo-viewer-key';
import { getEnv } from './env';
import { missingProductionSettings, refusalMessage } from './readiness';

/**
 * Run once when the server process starts. Outside demo mode, a missing production setting
 * ends the process with one message listing everything to set; in demo mode, the start says
 * so and prints where the demo's mail can be read.
 */
export function checkSettingsAtStart(): void {
  const env = getEnv();
  const missing = missingProductionSettings(env, process.env, isBehindTrustedEntry());
  if (missing.length > 0) {
    console.error(refusalMessage(missing));
    process.exit(1);
  }
  if (env.DEMO_MODE) {
    console.warn(
      [
        'DEMO MODE: offline payments, reCAPTCHA and mail; not for real shoppers.',
        `  Demo mail: ${env.PUBLIC_BASE_URL}/en-us/dev/outbox (from this machine),`,
        `  or from elsewhere add ?key=${demoViewerKey()}`,
      ].join('\n'),
    );
  }
}
