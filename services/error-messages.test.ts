import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@/lib/contracts/error-codes';
import en from '@/messages/en.json';
import { CommerceApiError } from './api-error';
import { createErrorDescriber } from './error-messages';

describe('createErrorDescriber', () => {
  const describe_ = createErrorDescriber({
    INV408: 'You can add at most {max} of this item.',
    BSK404: 'Your bag has expired.',
  });

  it('fills placeholders from the error data', () => {
    expect(describe_('INV408', { max: 3 })).toBe('You can add at most 3 of this item.');
  });

  it('gives up when a placeholder has no value, so a generic text is used', () => {
    expect(describe_('INV408')).toBeUndefined();
  });

  it('knows nothing of codes without a message', () => {
    expect(describe_('GEN500')).toBeUndefined();
    expect(describe_('BSK404')).toBe('Your bag has expired.');
  });
});

describe('refusals reach the shopper in their language', () => {
  const english = createErrorDescriber(en.ApiErrors);
  const body = (code: string) => ({
    appId: 'storefront',
    correlationId: 'c-1',
    errorDetails: [{ errorId: code, message: `body.code: developer text for ${code}` }],
  });

  it('never shows the server message, for any code of the catalogue', () => {
    for (const [code, [status]] of Object.entries(errorCatalogue)) {
      const error = CommerceApiError.fromBody(status, body(code), english);
      expect(error.message, code).not.toContain('developer text');
      expect(error.serverMessage).toContain('developer text');
    }
  });

  it('gives a code without text of its own the generic text of its kind', () => {
    expect(CommerceApiError.fromBody(400, body('NEW123'), english).message).toBe(
      en.ApiErrors.ATTR200,
    );
    expect(CommerceApiError.fromBody(503, body('NEW503'), english).message).toBe(
      en.ApiErrors.GEN500,
    );
  });
});
