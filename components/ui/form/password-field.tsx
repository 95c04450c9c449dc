'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide button (spec 002 section 2). The button keeps one label and
 * reports its state with aria-pressed, so a screen reader hears "Show password, pressed".
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute right-1 rounded px-2 py-1 text-sm underline focus-visible:outline-2 focus-visible:outline-neutral-900"
        >
          <span aria-hidden="true">{visible ? t('hide') : t('show')}</span>
        </button>
      }
    />
  );
}
