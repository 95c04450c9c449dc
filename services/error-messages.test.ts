import { describe, expect, it } from 'vitest';
import { createErrorDescriber } from './error-messages';

describe('createErrorDescriber', () => {
  const describe_ = createErrorDescriber({
    INV408: 'You can add at most {max} of this item.',
    BSK404: 'Your bag has expired.',
  });

  it('fills placeholders from the error data', () => {
    expect(describe_('INV408', { max: 3 })).toBe('You can add at most 3 of this item.');
  });

  it('gives up when a placeholder has no value, so the server message is used', () => {
    expect(describe_('INV408')).toBeUndefined();
  });

  it('knows nothing of codes without a message', () => {
    expect(describe_('GEN500')).toBeUndefined();
    expect(describe_('BSK404')).toBe('Your bag has expired.');
  });
});
