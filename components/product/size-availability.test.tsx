import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '@/lib/contracts/products';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SizeAvailability } from './size-availability';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const variant = (id: string, size: string): Variant => ({
  id,
  upc: '000000000000',
  attributes: { color: 'BLK', size },
  price: { original: 100, current: 100 },
  notifyMe: true,
});

function renderSizes(alwaysAvailable = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <SizeAvailability
          productId="ST00000001"
          variants={[variant('v9', '9'), variant('v10', '10')]}
          alwaysAvailable={alwaysAvailable}
        />
      </CommerceProvider>
    </QueryClientProvider>,
  );
}

describe('SizeAvailability', () => {
  it('marks sizes in and out of stock once the stock arrives', async () => {
    server.use(
      inventoryHandler({
        productId: 'ST00000001',
        variants: {
          v9: { quantity: 3, stockStatus: 'InStock' },
          v10: { quantity: 0, stockStatus: 'OutOfStock' },
        },
      }),
    );
    renderSizes();
    expect(await screen.findByText(', Out of stock')).toBeInTheDocument();
    expect(screen.getByText(', In stock')).toBeInTheDocument();
    expect(screen.getByText('10').closest('li')).toHaveClass('line-through');
    expect(screen.getByText('9').closest('li')).not.toHaveClass('line-through');
  });

  it('shows digital products as available whatever the stock says', async () => {
    server.use(
      inventoryHandler({
        productId: 'ST00000001',
        variants: { v9: { quantity: 0, stockStatus: 'OutOfStock' } },
      }),
    );
    renderSizes(true);
    expect(await screen.findAllByText(', In stock')).toHaveLength(2);
  });
});
