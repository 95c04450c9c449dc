'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { MenuItem } from '@/lib/contracts/cms/menu';
import { opensPanel } from '@/lib/content/menu-shop-all';
import { EntryTitle, entryTone } from './menu/entry-title';

// The panels load when a shopper first reaches for the menu, not with every page.
const loadDesktopPanel = () => import('./menu/desktop-panel');
const loadMobileMenu = () => import('./menu/mobile-menu');
const DesktopPanel = dynamic(() => loadDesktopPanel().then((module) => module.DesktopPanel), {
  ssr: false,
});
const MobileMenu = dynamic(() => loadMobileMenu().then((module) => module.MobileMenu), {
  ssr: false,
});
const preloadPanels = () => {
  void loadDesktopPanel();
  void loadMobileMenu();
};

/**
 * The mega menu: on large screens a row of entries, each opening a popover of columns (an entry
 * with nothing to open is a link), on small screens a "Menu" button opening an accordion. Escape
 * or a click elsewhere closes; Escape gives focus back to the entry that opened.
 * `items` come from the server with `titleHtml` already sanitised.
 */
export function MainNav({
  items,
  mobileThirdLevel,
}: {
  items: MenuItem[];
  mobileThirdLevel: boolean;
}) {
  const t = useTranslations('Header');
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const entryButtonId = (itemId: string) => `${panelId}-${itemId}-button`;
  const closeAll = () => {
    setOpenId(null);
    setMobileOpen(false);
  };

  const onDocumentKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (openId) document.getElementById(entryButtonId(openId))?.focus();
    closeAll();
  });
  const onDocumentPointer = useEffectEvent((event: PointerEvent) => {
    if (!navRef.current?.contains(event.target as Node)) closeAll();
  });
  // Listens to the document only while something is open.
  const anyOpen = openId !== null || mobileOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onKey = (event: KeyboardEvent) => onDocumentKey(event);
    const onPointer = (event: PointerEvent) => onDocumentPointer(event);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anyOpen]);

  const entryClass =
    'inline-flex h-[2.35rem] items-center rounded px-3 text-sm font-semibold hover:bg-neutral-100';
  return (
    <nav
      ref={navRef}
      aria-label={t('mainNav')}
      data-nav-area="top_nav"
      onPointerEnter={preloadPanels}
      onFocus={preloadPanels}
      onTouchStart={preloadPanels}
    >
      <button
        type="button"
        className="rounded px-3 py-2 text-sm font-semibold lg:hidden"
        aria-expanded={mobileOpen}
        aria-controls={`${panelId}-mobile`}
        onClick={() => setMobileOpen((open) => !open)}
      >
        {mobileOpen ? t('closeMenu') : t('menu')}
      </button>
      {mobileOpen && (
        <MobileMenu
          items={items}
          thirdLevel={mobileThirdLevel}
          id={`${panelId}-mobile`}
          onNavigate={closeAll}
        />
      )}
      <ul className="hidden items-center gap-1 lg:flex">
        {items.map((item) => {
          const open = openId === item.id;
          return (
            <li key={item.id} className={entryTone(item)} data-tracking={item.delocalizedTracking}>
              {opensPanel(item) ? (
                <>
                  <button
                    id={entryButtonId(item.id)}
                    type="button"
                    className={entryClass}
                    aria-expanded={open}
                    aria-controls={`${panelId}-${item.id}`}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    <EntryTitle item={item} />
                  </button>
                  {open && (
                    <DesktopPanel
                      item={item}
                      id={`${panelId}-${item.id}`}
                      onClose={() => {
                        document.getElementById(entryButtonId(item.id))?.focus();
                        setOpenId(null);
                      }}
                      onNavigate={closeAll}
                    />
                  )}
                </>
              ) : (
                <Link href={item.target} className={entryClass}>
                  <EntryTitle item={item} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
