import { useId } from 'react';

/**
 * A year's spend against its limit (an employee's cap, a programme's credit): the sentence that
 * says it, and a bar that stops at full when the spend passes the limit.
 */
export function SpendMeter({ text, spent, limit }: { text: string; spent: number; limit: number }) {
  const labelId = useId();
  const used = Math.min(spent, limit);
  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-2 rounded-md bg-neutral-100 p-4"
    >
      <p id={labelId} className="font-semibold">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-neutral-300"
      >
        <div className="h-full bg-ink" style={{ width: `${(used / limit) * 100}%` }} />
      </div>
    </section>
  );
}
