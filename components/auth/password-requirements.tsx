'use client';

import { useTranslations } from 'next-intl';
import { passwordRuleStatus } from '@/lib/validation/password';

/**
 * The password rules under the password field, each ticked as soon as it holds (spec 002
 * section 2). The list is referenced by the field's aria-describedby; a separate polite status
 * announces only the count, so typing does not read the whole list out on every key.
 */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  const t = useTranslations('SignUp.passwordRules');
  const tv = useTranslations('Validation');
  const rules = passwordRuleStatus(password);
  const met = rules.filter((rule) => rule.met).length;

  return (
    <div className="text-sm">
      <ul id={id} aria-label={t('title')} className="flex flex-col gap-1">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.met}
            className={`flex items-center gap-2 ${rule.met ? 'text-green-700' : 'text-muted'}`}
          >
            <span aria-hidden="true" className="w-4 text-center font-bold">
              {rule.met ? '✓' : '•'}
            </span>
            <span>{tv(rule.message.key, rule.message.values)}</span>
            <span className="sr-only">{rule.met ? t('met') : t('notMet')}</span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {password ? t('summary', { met, total: rules.length }) : ''}
      </p>
    </div>
  );
}
