import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LazyNewsletterForm } from '@/components/newsletter/lazy-newsletter-form';
import { cookieSettingsPath } from '@/lib/consent/consent';
import type { FooterCanvas } from '@/lib/contracts/content';
import { locales, type Locale } from '@/lib/i18n/locales';

const localeNames: Record<Locale, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (Français)',
  'en-gb': 'United Kingdom (English)',
  'fr-fr': 'France (Français)',
  'de-de': 'Deutschland (Deutsch)',
  'it-it': 'Italia (Italiano)',
};

export async function SiteFooter({
  locale,
  footer,
}: {
  locale: Locale;
  footer: FooterCanvas | null;
}) {
  const t = await getTranslations('Footer');
  return (
    <footer
      aria-label={t('label')}
      data-nav-area="footer"
      className="mt-16 border-t border-line bg-neutral-50"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section className="sm:col-span-2 lg:col-span-1">
          <LazyNewsletterForm />
        </section>
        {footer?.columns.map((column) => (
          <section key={column.title}>
            <h2 className="text-sm font-bold uppercase">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} className="hover:underline">
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2 className="text-sm font-bold uppercase">{t('country')}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {locales.map((other) => (
              <li key={other}>
                <Link
                  href={`/${other}`}
                  hrefLang={other}
                  aria-current={other === locale ? 'true' : undefined}
                  className="hover:underline aria-[current=true]:font-bold"
                >
                  {localeNames[other]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pb-8 text-xs text-muted">
        <Link href={cookieSettingsPath(locale)} className="self-start underline">
          {t('cookieSettings')}
        </Link>
        {footer && <p>{footer.legal}</p>}
      </div>
    </footer>
  );
}
