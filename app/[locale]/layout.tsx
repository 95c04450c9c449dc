import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { BuyInStoreBanner } from '@/components/associate/buy-in-store-banner';
import { PreviewBanner } from '@/components/content-preview/preview-banner';
import { AppChrome } from '@/components/layout/app-chrome';
import { CarriedQuery } from '@/components/layout/carried-query';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ConsentGate } from '@/components/consent/consent-gate';
import { SiteAnalytics } from '@/components/analytics/site-analytics';
import { DemoBanner } from '@/components/layout/demo-banner';
import { RouteFocus } from '@/components/layout/route-focus';
import { ServiceWorker } from '@/components/layout/service-worker';
import { PopupHost } from '@/components/layout/popups/popup-host';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StaleDeploymentReload } from '@/components/layout/stale-deployment-reload';
import { BeforePaintScript } from '@/components/ui/before-paint-script';
import { Toaster } from '@/components/ui/toaster';
import type { BrowserSettings } from '@/lib/browser-settings';
import { hideClosedBarsScript } from '@/lib/content/benefit-bar-closed';
import { showProvisionalScript } from '@/lib/personalisation/unknown-visitor';
import { siteSettingsOf } from '@/server/config/site-settings';
import { errorTemplatesOf } from '@/lib/i18n/error-templates';
import { locales, settingsFor, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/config/env';
import { contentView } from '../_server/content-view';
import { getFooter, getMenu, getPopups } from '../_server/reads';
import { scriptNonce } from '../_server/script-nonce';
import { dialogNotes } from './_components/dialog-notes';
import { LayoutDialogs } from './_components/layout-dialogs';
import { brandFont } from '../brand-font';
import { Providers } from './providers';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return { title: { default: t('brand'), template: `%s | ${t('brand')}` } };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Every page renders per request, so its scripts carry this response's CSP nonce; the data
  // it reads stays cached (docs/decisions/006-content-security-policy.md).
  await connection();
  const { locale: requested } = await params;
  if (!hasLocale(locales, requested)) notFound();
  const locale: Locale = requested;
  setRequestLocale(locale);

  const [menu, footer, popups, messages, t, view] = await Promise.all([
    getMenu(locale),
    getFooter(locale),
    getPopups(locale),
    getMessages(),
    getTranslations('Common'),
    // Reads no cookie outside draft mode, so shoppers' pages stay shared.
    contentView(),
  ]);
  const nonce = await scriptNonce();
  const env = getEnv();
  const { BRAND, DEMO_MODE } = env;
  const settings: BrowserSettings = {
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
    sentryDsn: env.PUBLIC_SENTRY_DSN ?? null,
    // Development aids: a production start refuses them, and they need demo mode here too.
    validateResponses: DEMO_MODE && env.VALIDATE_RESPONSES,
    apiMocking: DEMO_MODE && env.API_MOCKING,
    videoPlayerScriptUrl: env.VIDEO_PLAYER_SCRIPT_URL ?? null,
    ugcWidgetScriptUrl: env.UGC_WIDGET_SCRIPT_URL ?? null,
    site: siteSettingsOf(env),
  };
  return (
    <html lang={toLanguageTag(locale)} className={brandFont.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <BeforePaintScript nonce={nonce} script={hideClosedBarsScript} />
        {view.mode !== 'preview' && (
          <BeforePaintScript
            nonce={nonce}
            script={showProvisionalScript(settingsFor(locale).region)}
          />
        )}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        {view.mode === 'preview' && (
          <PreviewBanner
            locale={locale}
            environment={env.CONTENT_ENVIRONMENT_NAME}
            editor={view.editor}
            previewDateTime={view.previewDateTime}
          />
        )}
        <ClientMessages route="layout">
          <Providers
            brand={BRAND}
            locale={locale}
            errorMessages={errorTemplatesOf(messages.ApiErrors)}
            settings={settings}
          >
            {DEMO_MODE && <DemoBanner />}
            <BuyInStoreBanner />
            <AppChrome>
              <SiteHeader locale={locale} menu={menu} />
            </AppChrome>
            <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
              {children}
            </main>
            <AppChrome>
              <SiteFooter locale={locale} footer={footer} />
              {popups && <PopupHost popups={popups.popups} />}
            </AppChrome>
            <RouteFocus />
            <Suspense fallback={null}>
              <CarriedQuery />
            </Suspense>
            <StaleDeploymentReload />
            {!settings.apiMocking && <ServiceWorker locale={locale} />}
            <SessionBootstrap />
            <LayoutDialogs notes={dialogNotes(locale)} />
            <SiteAnalytics />
            <ConsentGate
              region={settingsFor(locale).region}
              tagManagerContainer={env.GTM_CONTAINER_ID ?? null}
            />
            <Toaster />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
