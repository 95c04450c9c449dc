'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { MenuCanvas } from '@/lib/contracts/content';

type MenuItem = MenuCanvas['items'][number];

/**
 * The category menu: on large screens a row of disclosure buttons opening a panel of columns,
 * on small screens a "Menu" button opening an accordion. Escape or a click elsewhere closes.
 */
export function MainNav({ items }: { items: MenuItem[] }) {
  const t = useTranslations('Header');
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!openId && !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenId(null);
        setMobileOpen(false);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenId(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openId, mobileOpen]);

  return (
    <nav ref={navRef} aria-label={t('mainNav')}>
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
        <div
          id={`${panelId}-mobile`}
          className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-line bg-white p-4 shadow-lg lg:hidden"
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <details>
                  <summary className="cursor-pointer py-2 font-semibold">{item.title}</summary>
                  <ul className="ml-3 flex flex-col gap-1 pb-2">
                    {!item.hideShopAll && (
                      <li>
                        <Link href={item.target} className="block py-1 underline">
                          {t('shopAll', { category: item.title })}
                        </Link>
                      </li>
                    )}
                    {item.columns.map((column) => (
                      <li key={column.id}>
                        <Link href={column.target} className="block py-1">
                          {column.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="hidden items-center gap-1 lg:flex">
        {items.map((item) => {
          const open = openId === item.id;
          return (
            <li key={item.id}>
              <button
                type="button"
                className="rounded px-3 py-2 text-sm font-semibold hover:bg-neutral-100"
                aria-expanded={open}
                aria-controls={`${panelId}-${item.id}`}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
              </button>
              {open && (
                <div
                  id={`${panelId}-${item.id}`}
                  className="absolute inset-x-0 top-full z-40 border-b border-line bg-white shadow-lg"
                >
                  <div className="mx-auto grid max-w-7xl grid-cols-6 gap-6 px-4 py-6">
                    {item.columns.map((column) => (
                      <div key={column.id}>
                        <Link
                          href={column.target}
                          className="font-semibold hover:underline"
                          onClick={() => setOpenId(null)}
                        >
                          {column.title}
                        </Link>
                        <ul className="mt-2 flex flex-col gap-1 text-sm">
                          {column.children.map((child) => (
                            <li key={child.id}>
                              <Link
                                href={child.target}
                                className="hover:underline"
                                onClick={() => setOpenId(null)}
                              >
                                {child.title}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    {!item.hideShopAll && (
                      <Link
                        href={item.target}
                        className="col-span-6 text-sm font-semibold underline"
                        onClick={() => setOpenId(null)}
                      >
                        {t('shopAll', { category: item.title })}
                      </Link>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
