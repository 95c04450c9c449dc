/** One choice of a radio group drawn as a bordered card: a label and an optional detail line. */
export function RadioCard<Value extends string>({
  name,
  value,
  selected,
  onSelect,
  label,
  detail,
}: {
  name: string;
  value: Value;
  selected: boolean;
  onSelect: (value: Value) => void;
  label: string;
  detail?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border border-neutral-300 p-3 has-[:checked]:border-neutral-900">
      <input
        type="radio"
        name={name}
        value={value}
        checked={selected}
        onChange={() => onSelect(value)}
        className="size-4"
      />
      <span>
        <span className="block font-medium">{label}</span>
        {detail ? <span className="block text-sm text-neutral-600">{detail}</span> : null}
      </span>
    </label>
  );
}
