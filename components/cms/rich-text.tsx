import type { CanvasComponent } from '@/lib/contracts/content';

type Text = Extract<CanvasComponent, { type: 'rich-text' }>;

export function RichText({ text }: { text: Text }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 text-center text-muted">
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
