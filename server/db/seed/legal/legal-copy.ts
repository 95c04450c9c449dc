import type { Language } from '../translated';

/**
 * A help or legal page's copy in one language. Links name a site path by its lib/routes name
 * (`[contact us](@contact)`, site-paths.ts) so the seed writes each locale's own path.
 */
export interface LegalCopy {
  title: string;
  description: string;
  sections: {
    id: string;
    heading?: string;
    paragraphs?: readonly string[];
    items?: readonly string[];
    numbered?: boolean;
  }[];
}

export type LegalCopies = Record<Language, LegalCopy>;
