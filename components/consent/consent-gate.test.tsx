import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '@/lib/consent/consent';
import { renderWithIntl } from '@/tests/support/render-with-intl';

const navigation = vi.hoisted(() => ({ pathname: '/en-gb' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

// A fresh page each time: the consent store is the page's.
async function renderGate(region: 'EMEA' | 'NORA', locale: 'en-gb' | 'en-us' = 'en-gb') {
  vi.resetModules();
  const { ConsentGate } = await import('./consent-gate');
  await act(async () => {
    renderWithIntl(<ConsentGate region={region} tagManagerContainer={null} />, { locale });
  });
}

const banner = () => screen.queryByRole('dialog', { name: 'Your privacy choices' });

describe('the consent banner', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    navigation.pathname = '/en-gb';
    window.history.replaceState(null, '', '/en-gb');
  });

  it('asks an EMEA visitor, takes focus, and is gone once they accept', async () => {
    const user = userEvent.setup();
    await renderGate('EMEA');
    expect(await screen.findByRole('dialog', { name: 'Your privacy choices' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your privacy choices' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute(
      'href',
      '/en-gb/cookie-settings',
    );
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.p1.f1.t1`);
  });

  it('lets the visitor choose per category, with required locked on', async () => {
    const user = userEvent.setup();
    await renderGate('EMEA');
    const choose = await screen.findByRole('button', { name: 'Choose' });
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const required = screen.getByRole('switch', { name: /Required/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Targeting' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Functional' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.p0.f1.t0`);
  });

  it('does not ask again once a choice is stored, nor outside EMEA, nor in an editor’s preview', async () => {
    document.cookie = `${CONSENT_COOKIE}=v1.p0.f0.t0; Path=/`;
    await renderGate('EMEA');
    expect(banner()).toBeNull();

    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    await renderGate('NORA', 'en-us');
    expect(banner()).toBeNull();

    window.history.replaceState(null, '', '/en-gb?preview=true');
    await renderGate('EMEA');
    expect(banner()).toBeNull();
  });
});
