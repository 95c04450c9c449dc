import { http, HttpResponse } from 'msw';
import type { AutoSuggestResponse } from '@/lib/contracts/products';

/** Suggestions as the API would give them for what was typed (`q`). */
export function autoSuggestHandler(reply: (q: string) => Omit<AutoSuggestResponse, 'query'>) {
  return http.get('*/api/products/v2/search/autoSuggest', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json({ query: q, ...reply(q) });
  });
}
