import { http, HttpResponse } from 'msw';
import type { InventoryResponse } from '@/lib/contracts/products';

/** Answers the inventory call with the given stock, checking the common headers arrived. */
export function inventoryHandler(stock: InventoryResponse) {
  return http.get('*/api/products/v2/products/:productId/inventory', ({ request, params }) => {
    if (!request.headers.get('x-session-id') || request.headers.get('x-brand') !== 'stride') {
      return HttpResponse.json(
        {
          errorDetails: [{ errorId: 'API400', message: 'Header missing.' }],
          appId: 'mock',
          correlationId: 'mock',
        },
        { status: 400 },
      );
    }
    if (params.productId !== stock.productId) {
      return HttpResponse.json(
        {
          errorDetails: [{ errorId: 'PLP400', message: 'Not found.' }],
          appId: 'mock',
          correlationId: 'mock',
        },
        { status: 404 },
      );
    }
    return HttpResponse.json(stock);
  });
}
