import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  orderPath,
  orderReturnPath,
  ordersPath,
  orderStatusPath,
  parseCategorySegment,
  parseProductSegment,
  productPath,
} from './routes';

describe('routes', () => {
  it('builds and parses category paths', () => {
    expect(categoryPath('en-us', 'mens-running', '100010')).toBe('/en-us/c/mens-running-100010');
    expect(parseCategorySegment('mens-running-100010')).toEqual({
      slug: 'mens-running',
      id: '100010',
    });
    expect(parseCategorySegment('men-123')).toBeNull();
    expect(parseCategorySegment('men-12345678901')).toBeNull();
  });

  it('builds and parses product paths', () => {
    expect(productPath('fr-fr', 'trail-runner', 'ST00001234')).toBe(
      '/fr-fr/p/trail-runner-ST00001234',
    );
    expect(parseProductSegment('trail-runner-ST00001234')).toEqual({
      slug: 'trail-runner',
      id: 'ST00001234',
    });
    expect(parseProductSegment('trail-runner-st00001234')).toBeNull();
    expect(parseProductSegment('x-ABC1234')).toBeNull();
  });

  it('builds the order list address with only the filters that narrow it', () => {
    expect(ordersPath('en-us')).toBe('/en-us/account/orders');
    expect(ordersPath('en-us', { page: 1, period: 'all' })).toBe('/en-us/account/orders');
    expect(ordersPath('de-de', { page: 3, period: 'last30Days', status: 'Shipped' })).toBe(
      '/de-de/account/orders?period=last30Days&status=Shipped&page=3',
    );
  });

  it('builds order and order status paths', () => {
    expect(orderPath('en-gb', 'ST-1001')).toBe('/en-gb/account/orders/ST-1001');
    expect(orderReturnPath('en-gb', 'ST-1001')).toBe('/en-gb/account/orders/ST-1001/return');
    expect(orderStatusPath('fr-fr')).toBe('/fr-fr/order-status');
    expect(orderStatusPath('fr-fr', 'ST 1')).toBe('/fr-fr/order-status?orderNumber=ST%201');
  });
});
