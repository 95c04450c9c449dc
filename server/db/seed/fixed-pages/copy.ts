import type { FixedPageFacts } from './facts';

/** A text-section's words: inline `[words](/path)` links are allowed (lib/contracts/content.ts). */
export interface TextCopy {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

interface PageCopy {
  title: string;
  description: string;
}

interface BarCopy {
  title: string;
  subtitle: string;
  link: string;
}

/** Everything the seeded fixed pages say, in one language. */
export interface FixedCopy {
  cart: PageCopy & { promise: BarCopy; help: TextCopy };
  checkout: PageCopy & { promises: TextCopy };
  account: PageCopy & { loyalty: BarCopy };
  accountProfile: PageCopy & { data: TextCopy };
  contactUs: PageCopy & { topics: TextCopy };
  error4xx: PageCopy & { body: TextCopy };
  orderConfirmation: PageCopy & { next: TextCopy };
  search: PageCopy & { cardsTitle: string };
  signUp: PageCopy & { benefits: TextCopy };
  storeLocator: PageCopy & { services: TextCopy };
  promotions: PageCopy & { subtitle: string; shopSale: string; offers: TextCopy; rail: string };
  giftCard: PageCopy & { subtitle: string; shop: string; use: TextCopy };
  basecamp: PageCopy & { intro: TextCopy; account: TextCopy };
  westend: PageCopy & { subtitle: string; visit: string; details: TextCopy };
  signInModal: PageCopy & { text: TextCopy };
  signUpModal: PageCopy & { text: TextCopy };
  loyaltyModal: PageCopy & { text: TextCopy };
}

export type FixedCopyOf = (facts: FixedPageFacts) => FixedCopy;

/** `[words](path)`: the text-section's inline link. */
export function link(words: string, path: string): string {
  return `[${words}](${path})`;
}
