import type { ReactNode } from 'react';
import { TextSections } from '@/components/cms/text-sections';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { getFixedCanvas } from '../../_server/reads';

/** The modal canvases' text, one per dialog that shows it. */
export interface DialogNotes {
  signIn: ReactNode;
  signUp: ReactNode;
  loyaltySignUp: ReactNode;
}

/** A modal canvas's sections, as text: a dialog has no room for rails or banners' pictures. */
async function DialogNote({ locale, page }: { locale: Locale; page: FixedPage }) {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) return null;
  return (
    <div className="text-sm">
      <TextSections canvas={canvas} />
    </div>
  );
}

/**
 * Rendered on the server with the layout and handed to the dialogs as React nodes: their text
 * travels with the page's data, and the dialogs' code, which loads when one first opens, gains
 * no renderer and no content call.
 */
export function dialogNotes(locale: Locale): DialogNotes {
  return {
    signIn: <DialogNote locale={locale} page="sign-in-modal" />,
    signUp: <DialogNote locale={locale} page="sign-up-modal" />,
    loyaltySignUp: <DialogNote locale={locale} page="loyalty-modal" />,
  };
}
