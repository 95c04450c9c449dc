import { useTranslations } from 'next-intl';

interface ColorOption {
  value: string;
  label: string;
  swatch?: string;
}

/** A radio group: arrow keys move between colours, as native radios do. */
export function ColorPicker({
  options,
  value,
  onChange,
  name = 'color',
}: {
  options: ColorOption[];
  value: string;
  onChange: (value: string) => void;
  /** Radio group name; differs when a page shows two pickers (page and quick shop). */
  name?: string;
}) {
  const t = useTranslations('Product');
  const selected = options.find((option) => option.value === value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">
        {t('selectColor', { color: selected?.label ?? '' })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              title={option.label}
              className="block h-10 w-10 rounded-full border-2 border-white ring-1 ring-line peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand"
              style={{ backgroundColor: option.swatch }}
            />
            <span className="sr-only">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
