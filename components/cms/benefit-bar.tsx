import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';

type Bar = Extract<CanvasComponent, { type: 'benefit-bar' }>;

export function BenefitBar({ bar }: { bar: Bar }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded bg-neutral-100 px-4 py-3 text-center text-sm">
      <strong>{bar.title}</strong>
      {bar.subtitle && <span>{bar.subtitle}</span>}
      {bar.targets.map((target) => (
        <Link key={target.url} href={target.url} className="underline">
          {target.text}
        </Link>
      ))}
    </div>
  );
}
