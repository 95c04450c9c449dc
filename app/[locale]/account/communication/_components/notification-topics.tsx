'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { notificationTopics, type NotificationPreferences } from '@/lib/contracts/subscriptions';
import { useUpdateNotifications } from './use-consents';

/** Service notifications by topic; each box saves on its own. */
export function NotificationTopics({ preferences }: { preferences: NotificationPreferences }) {
  const t = useTranslations('Communication.notifications');
  const update = useUpdateNotifications();
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={update.isPending}>
      <legend className="mb-2 type-heading">{t('title')}</legend>
      {update.isError ? <ApiErrorAlert error={update.error} /> : null}
      {notificationTopics.map((topic) => (
        <label key={topic} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={preferences[topic]}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ [topic]: event.target.checked })}
            className="size-4 accent-ink"
          />
          {t(`topics.${topic}`)}
        </label>
      ))}
    </fieldset>
  );
}
