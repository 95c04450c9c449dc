import { describe, expect, it } from 'vitest';
import { toFlashNotice } from './flash-notices';

const line = { id: 'line-1', name: 'Road Runner' };

describe('toFlashNotice', () => {
  it('says the order can not be completed when the last line ran out', () => {
    const flash = { type: 'ProductLineItemFullInventoryMissing', itemId: 'gone' };
    expect(toFlashNotice(flash, [])?.key).toBe('orderCannotBeCompleted');
    expect(toFlashNotice(flash, [line])?.key).toBe('fullInventoryMissing');
  });

  it('names the line whose quantity was lowered', () => {
    const notice = toFlashNotice(
      { type: 'ProductLineItemInventoryMissing', itemId: line.id, data: { qty: 2 } },
      [line],
    );
    expect(notice).toEqual({
      key: 'inventoryMissing',
      values: { qty: 2, name: 'Road Runner' },
      level: 'error',
    });
  });

  it('words delivery transitions and skips unknown types', () => {
    expect(toFlashNotice({ type: 'PickupToHome' }, [])?.key).toBe('pickupToHome');
    expect(toFlashNotice({ type: 'SomethingNew' }, [])).toBeNull();
  });
});
