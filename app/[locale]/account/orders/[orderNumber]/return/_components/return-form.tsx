'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CartItemImage } from '@/components/cart/cart-item-image';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { saveFile } from '@/components/ui/save-file';
import type { DownloadedPdf } from '@/lib/contracts/downloaded-file';
import { returnReasons, type OrderDetailResponse, type ReturnReason } from '@/lib/contracts/orders';
import { useOrdersClient, useRefreshOrders } from '@/services/use-orders';
import { labelFileName } from './return-started';

interface ReturnLine {
  itemId: string;
  selected: boolean;
  qty: number;
  reason: ReturnReason | '';
}

/**
 * One row per line with something left to return: whether it goes back, how many (up to what
 * is returnable) and why. A chosen line needs a reason; at least one line must be chosen.
 */
export function ReturnForm({
  order,
  onLabel,
}: {
  order: OrderDetailResponse;
  onLabel: (label: DownloadedPdf) => void;
}) {
  const t = useTranslations('OrderReturn');
  const reasons = useTranslations('OrderDetail.returnReasons');
  const orders = useOrdersClient();
  const refreshOrders = useRefreshOrders();
  const returnable = order.items.filter((item) => (order.returnableQty[item.itemId] ?? 0) > 0);
  const { register, handleSubmit, control } = useForm<{ lines: ReturnLine[] }>({
    defaultValues: {
      lines: returnable.map((item) => ({
        itemId: item.itemId,
        selected: false,
        qty: 1,
        reason: '',
      })),
    },
  });
  const lines = useWatch({ control, name: 'lines' });
  const [problem, setProblem] = useState<'noItem' | 'noReason' | null>(null);
  const problemId = useId();
  const issue = useMutation({
    mutationFn: (chosen: ReturnLine[]) =>
      orders.returnLabel(order.orderNumber, {
        items: chosen.map(({ itemId, qty, reason }) => ({
          itemId,
          qty: Number(qty),
          reason: reason as ReturnReason,
        })),
      }),
    onSuccess: async (label) => {
      saveFile(label.blob, labelFileName(order.orderNumber, label));
      await refreshOrders();
      onLabel(label);
    },
  });

  const choose = (values: ReturnLine[]) => {
    const chosen = values.filter((line) => line.selected);
    const next =
      chosen.length === 0 ? 'noItem' : chosen.some((line) => !line.reason) ? 'noReason' : null;
    setProblem(next);
    if (next) {
      setTimeout(() => document.getElementById(problemId)?.focus(), 0);
      return;
    }
    issue.mutate(chosen);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ lines: values }) => choose(values))}
      className="flex flex-col gap-6"
    >
      <p className="text-sm text-muted">
        {order.returnWindowEndsAt
          ? t('window', { date: new Date(order.returnWindowEndsAt) })
          : null}
      </p>
      {issue.isError ? <ApiErrorAlert error={issue.error} /> : null}
      {problem ? (
        <p id={problemId} tabIndex={-1} role="alert" className="font-medium text-red-700">
          {t(problem)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {returnable.map((item, index) => {
          const max = order.returnableQty[item.itemId] ?? 0;
          const selected = lines[index]?.selected ?? false;
          const missingReason = problem === 'noReason' && selected && !lines[index]?.reason;
          return (
            <li key={item.itemId}>
              <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
                <legend className="sr-only">{item.name}</legend>
                <label className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5"
                    {...register(`lines.${index}.selected`)}
                  />
                  <CartItemImage src={item.imageUrl} size={56} />
                  <span className="flex flex-col text-sm">
                    <span className="font-medium">{t('returnItem', { name: item.name })}</span>
                    <span className="text-muted">
                      {t('itemDetails', { color: item.color ?? '', size: item.size ?? '', max })}
                    </span>
                  </span>
                </label>
                {selected ? (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {t('quantity')}
                      <select
                        className="rounded-md border border-neutral-400 bg-white px-3 py-2"
                        {...register(`lines.${index}.qty`, { valueAsNumber: true })}
                      >
                        {Array.from({ length: max }, (_, n) => n + 1).map((qty) => (
                          <option key={qty} value={qty}>
                            {qty}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {t('reason')}
                      <select
                        aria-invalid={missingReason ? true : undefined}
                        className={`rounded-md border bg-white px-3 py-2 ${missingReason ? 'border-red-600' : 'border-neutral-400'}`}
                        {...register(`lines.${index}.reason`)}
                      >
                        <option value="">{t('chooseReason')}</option>
                        {returnReasons.map((reason) => (
                          <option key={reason} value={reason}>
                            {reasons(reason)}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <PendingButton
        pending={issue.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60"
      />
    </form>
  );
}
