'use client';

import dynamic from 'next/dynamic';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import type { NewsletterForm as Form } from './newsletter-form';

// The footer is on every page and an editor may place the form on any: its code loads once the
// shopper nears it, not with the page.
const NewsletterForm = dynamic(() => import('./newsletter-form').then((m) => m.NewsletterForm), {
  ssr: false,
});

export function LazyNewsletterForm(props: Parameters<typeof Form>[0]) {
  return (
    <WhenNearViewport placeholderClassName="min-h-56">
      <NewsletterForm {...props} />
    </WhenNearViewport>
  );
}
