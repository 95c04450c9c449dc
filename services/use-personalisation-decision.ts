'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { consentGranted, isPreviewLocation, readConsentCookie } from '@/lib/consent/consent';
import { getOrCreateVisitorId } from '@/lib/visitor-id';
import { detectChannel } from '@/lib/channel';
import type { DecisionSummary } from '@/lib/contracts/personalisation';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { parseTestContext, TEST_CONTEXT_PARAM } from '@/lib/personalisation/test-context';
import { useCommerce } from './commerce-context';
import { createPersonalisationClient, type PersonalisationClient } from './personalisation';

/**
 * How long a personalised block stays reserved (blank, at its size) waiting for the decision
 * before it shows its baseline; a decision that comes later changes nothing on the page.
 */
export const DECISION_TIMEOUT_MS = 1500;

export interface Decision {
  /** The server's decision; null shows baselines (no targeting consent, a failure, a timeout). */
  summary: DecisionSummary | null;
  /** Variant and segment ids QA forces with `p13n_testcontext`. */
  forced: string[];
  /** Whether shown variants may be reported (targeting consent). */
  tracking: boolean;
}

// One decide call per page view, shared by every block on it.
let pending: { address: string; decision: Promise<DecisionSummary | null> } | null = null;

function decisionFor(client: PersonalisationClient): Promise<DecisionSummary | null> {
  const address = `${location.pathname}${location.search}`;
  if (pending?.address !== address) {
    const decision = client
      .decide({
        channel: detectChannel(navigator.userAgent),
        events: [],
        // The server keeps its own cookie first; a new visitor gets the id experiments use.
        monetateId: getOrCreateVisitorId(localStorage),
      })
      .catch(() => null);
    pending = { address, decision };
  }
  return pending.decision;
}

function targetingGranted(locale: Locale): boolean {
  return consentGranted(
    {
      region: settingsFor(locale).region,
      choice: readConsentCookie(document.cookie),
      preview: isPreviewLocation(location),
    },
    'targeting',
  );
}

/** The decide call's client, built on the page's transport where a personalised block is. */
export function usePersonalisationClient(): PersonalisationClient {
  const { request, brand } = useCommerce();
  return useMemo(() => createPersonalisationClient(request, brand), [request, brand]);
}

/**
 * The decision for this page view; undefined while it is awaited. Without targeting consent
 * nothing is asked or forced: every block shows its baseline.
 */
export function usePersonalisationDecision(): Decision | undefined {
  const locale = useLocale() as Locale;
  const personalisation = usePersonalisationClient();
  const [decision, setDecision] = useState<Decision>();
  useEffect(() => {
    const tracking = targetingGranted(locale);
    const forced = tracking
      ? parseTestContext(new URLSearchParams(location.search).get(TEST_CONTEXT_PARAM))
      : [];
    let settled = false;
    const settle = (summary: DecisionSummary | null) => {
      if (settled) return;
      settled = true;
      setDecision({ summary, forced, tracking });
    };
    const timer = setTimeout(() => settle(null), DECISION_TIMEOUT_MS);
    void (tracking ? decisionFor(personalisation) : Promise.resolve(null)).then(settle);
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [locale, personalisation]);
  return decision;
}
