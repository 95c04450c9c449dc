import { describe, expect, it } from 'vitest';
import { menuCanvasSchema, type MenuItem } from '@/lib/contracts/cms/menu';
import { opensPanel, shopAllAt } from './menu-shop-all';

const entry = (fields: Partial<MenuItem>): MenuItem =>
  menuCanvasSchema.parse({
    items: [{ id: '2000', title: 'Women', target: '/en-us/c/women-2000', columns: [], ...fields }],
  }).items[0]!;

describe('the menu\'s "Shop all" links', () => {
  it('lead to the entry by default, at every breakpoint', () => {
    for (const breakpoint of ['sm', 'md', 'lg'] as const) {
      expect(shopAllAt(entry({}), breakpoint)).toEqual({ target: '/en-us/c/women-2000' });
    }
  });

  it('can be hidden everywhere or per breakpoint, a missing breakpoint taking the smaller one', () => {
    expect(shopAllAt(entry({ hideShopAll: true }), 'lg')).toBeNull();
    const phoneOnly = entry({ hideShopAll: { sm: true, lg: false } });
    expect(shopAllAt(phoneOnly, 'sm')).toBeNull();
    expect(shopAllAt(phoneOnly, 'md')).toBeNull();
    expect(shopAllAt(phoneOnly, 'lg')).not.toBeNull();
  });

  it("take an editor's words and target per breakpoint", () => {
    const item = entry({
      overrideShopAll: { lg: { text: 'Everything for her', target: '/en-us/c/sale-5000' } },
    });
    expect(shopAllAt(item, 'lg')).toEqual({
      text: 'Everything for her',
      target: '/en-us/c/sale-5000',
    });
    expect(shopAllAt(item, 'sm')).toEqual({ text: undefined, target: '/en-us/c/women-2000' });
  });
});

describe('menu entries', () => {
  it('open a panel only when they have something to show', () => {
    expect(opensPanel(entry({}))).toBe(false);
    expect(
      opensPanel(
        entry({
          columns: [{ id: '2100', title: 'Shoes', target: '/en-us/c/shoes-2100', children: [] }],
        }),
      ),
    ).toBe(true);
  });
});
