'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { CanvasComponent } from '@/lib/contracts/content';
import { OptimizedImage } from '@/components/ui/optimized-image';

type VerticalListBlock = Extract<CanvasComponent, { type: 'vertical-list' }>;

/**
 * Links in a column beside a picture: the hovered or keyboard-focused link shows its own
 * (a 500 ms fade, none for reduced motion; spec 002 section 9). The picture repeats what the
 * link says, so it is hidden from screen readers; small screens show the list alone.
 */
export function VerticalList({ block }: { block: VerticalListBlock }) {
  const [active, setActive] = useState(0);
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-center">
      <div className="flex flex-col gap-2">
        {block.title && <h2 className="text-2xl font-bold">{block.title}</h2>}
        <ul className="flex flex-col">
          {block.items.map((item, index) => (
            <li key={item.url} className="border-b border-line">
              <Link
                href={item.url}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                className={`flex flex-col py-4 focus-visible:outline-2 focus-visible:outline-ink ${index === active ? 'text-ink' : 'text-muted'}`}
              >
                <span className="text-xl font-semibold">{item.text}</span>
                {item.description && <span className="text-sm text-muted">{item.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div aria-hidden="true" className="relative hidden aspect-square overflow-hidden md:block">
        {block.items.map((item, index) => (
          <OptimizedImage
            key={item.url}
            src={item.media.url}
            alt=""
            fill
            sizes="(min-width: 768px) 50vw, 0px"
            data-shown={index === active}
            className={`object-cover transition-opacity duration-500 motion-reduce:transition-none ${index === active ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
      </div>
    </div>
  );
}
