import type { CSSProperties } from 'react';
import type { CanvasComponent } from '@/lib/contracts/content';
import { RichHtml } from '../rich-html';
import { textAlignClass } from './alignment';
import { CmsIcon } from '@/components/ui/icons';

type IconTextList = Extract<CanvasComponent, { type: 'icon-text-list' }>;

/** Spec 002 section 9: icon sizes small, medium and large are md, lg and 3xl. */
export const iconSizeClass = { small: 'text-md', medium: 'text-lg', large: 'text-3xl' } as const;

/** Short promises (delivery, returns, payment) each with an icon that illustrates it. */
export function IconTextList({ list }: { list: IconTextList }) {
  const alignment = list.alignment ?? 'left';
  return (
    <div className={`flex flex-col gap-4 ${textAlignClass[alignment]}`}>
      {list.title && <h2 className="text-2xl font-bold">{list.title}</h2>}
      <ul
        aria-label={list.title}
        className="grid w-full grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-(--columns)"
        style={
          {
            '--columns': `repeat(${Math.min(list.items.length, 4)}, minmax(0, 1fr))`,
          } as CSSProperties
        }
      >
        {list.items.map((item) => (
          <li key={item.title} className={`flex flex-col gap-2 ${textAlignClass[alignment]}`}>
            <span className={`${iconSizeClass[list.iconSize ?? 'medium']} text-brand-dark`}>
              <CmsIcon name={item.icon} />
            </span>
            <h3 className="font-bold">{item.title}</h3>
            {item.text && <RichHtml html={item.text} className="text-muted" />}
          </li>
        ))}
      </ul>
    </div>
  );
}
