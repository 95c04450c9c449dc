'use client';

import { useTranslations } from 'next-intl';

/** The newsletter topics a shopper can pick; ids are what the profile stores (pipe-joined). */
const interestIds = ['running', 'training', 'walking', 'trail', 'lifestyle', 'tennis'] as const;

/** The interest checkboxes, as sign-up's dialog, the enrollment step and the account show them. */
export function InterestChoices({
  picked,
  onChange,
}: {
  picked: readonly string[];
  onChange: (picked: string[]) => void;
}) {
  const t = useTranslations('Enrollment.interests');
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...picked, id] : picked.filter((entry) => entry !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('legend')}</legend>
      {interestIds.map((id) => (
        <label key={id} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={picked.includes(id)}
            onChange={(event) => toggle(id, event.target.checked)}
            className="size-4 accent-ink"
          />
          {t(`options.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}
