import pino from 'pino';
import { getEnv } from '../config/env';

/** JSON lines on stdout; secrets are redacted wherever they appear in a logged object. */
export const logger = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: 'commerce-api' },
  redact: {
    paths: [
      '*.password',
      '*.newPassword',
      '*.refreshToken',
      '*.authorizationCode',
      '*.codeVerifier',
      'req.headers.cookie',
      'req.headers.authorization',
    ],
    censor: '[redacted]',
  },
});

export type Logger = pino.Logger;
