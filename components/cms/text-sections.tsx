import type { PlaceholderValues } from '@/lib/content/inline-text';
import type { PageCanvas } from '@/lib/contracts/content';
import { BenefitBar } from './benefit-bar';
import { RichText } from './rich-text';
import { TextSection } from './text-section';

/**
 * A canvas's words only: text sections, rich text and benefit bars. For places that must stay
 * light (checkout, the dialogs, the not-found page): CanvasSections reaches the product rails'
 * client code, which every page under such a place would then load. Other components are left
 * out (docs/content.md, "Fixed pages").
 */
export function TextSections({
  canvas,
  values = {},
}: {
  canvas: PageCanvas;
  values?: PlaceholderValues;
}) {
  return canvas.sections.map((section) => (
    <section key={section.name} className="flex flex-col gap-4">
      {section.items.map((item) => {
        switch (item.type) {
          case 'text-section':
            return <TextSection key={item.id} section={item} values={values} />;
          case 'rich-text':
            return <RichText key={item.id} text={item} />;
          case 'benefit-bar':
            return <BenefitBar key={item.id} bar={item} />;
          default:
            return null;
        }
      })}
    </section>
  ));
}
