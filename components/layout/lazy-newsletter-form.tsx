'use client';

import dynamic from 'next/dynamic';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';

// The footer is on every page: its form's code loads once the shopper nears it, not with the
// page.
const NewsletterForm = dynamic(() => import('./newsletter-form').then((m) => m.NewsletterForm), {
  ssr: false,
});

export function LazyNewsletterForm() {
  return (
    <WhenNearViewport placeholderClassName="min-h-56">
      <NewsletterForm />
    </WhenNearViewport>
  );
}
