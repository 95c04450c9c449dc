import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, cartReply, expressDelivery, standardDelivery } from '@/mocks/cart-fixtures';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ShipmentServices } from './shipment-services';

const homeShipment = {
  shippingId: 'me' as const,
  selected: standardDelivery,
  applicableShippingMethods: [expressDelivery, standardDelivery],
};

function renderServices(selected: 'standard' | 'pudo' | 'pickup') {
  const item = cartItem();
  const cart = cartReply({
    items: [{ ...item, shippingOptions: { ...item.shippingOptions, selected } }],
    shippingMethods: [homeShipment],
  });
  render(<ShipmentServices cart={cart} />, { wrapper: createCommerceWrapper().wrapper });
}

describe('ShipmentServices', () => {
  it('offers the home delivery service of a bag shipped home', () => {
    renderServices('standard');
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it.each(['pudo', 'pickup'] as const)(
    'asks no home delivery service when every line is collected (%s)',
    (method) => {
      renderServices(method);
      expect(screen.queryByRole('heading', { name: 'Delivery' })).toBeNull();
    },
  );
});
