'use client';

import dynamic from 'next/dynamic';

// The form, its pickers and its checks load after the page has shown its heading.
export const ContactUsForm = dynamic(
  () => import('./contact-us-form').then((m) => m.ContactUsForm),
  {
    ssr: false,
    loading: () => (
      <div aria-hidden className="h-[36rem] animate-pulse rounded-md bg-neutral-100" />
    ),
  },
);
