import { hideClosedBarsScript } from '@/lib/content/benefit-bar-closed';

/**
 * Hides the benefit bars the shopper closed before the page is painted. Rendered once, at the
 * top of the locale layout's body: the layout is not re-rendered in the browser, so React never
 * has to create (and refuse to run) this script on the client.
 */
export function ClosedBenefitBarsScript({ nonce }: { nonce: string | undefined }) {
  return (
    // Browsers hide a nonce from the DOM once read, so React would see it differ on hydration.
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: hideClosedBarsScript }}
    />
  );
}
