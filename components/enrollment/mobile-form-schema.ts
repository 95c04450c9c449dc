import { z } from 'zod';
import { validateFields } from '@/lib/validation/field-messages';
import { composeValidators } from '@/lib/validation/message';
import { validPhone } from '@/lib/validation/phone';
import { required } from '@/lib/validation/required';
import { formSchema } from '@/lib/validation/zod-form';

export interface MobileFormValues {
  /** As typed, mask characters included. */
  phone: string;
  /** The dial code picked beside it, without the plus. */
  phoneCode: string;
}

/** The mobile step asks for the number, so here it is required, and valid for its dial code. */
export function mobileFormSchema() {
  return formSchema({ phone: z.string(), phoneCode: z.string() }, (values: MobileFormValues) =>
    validateFields(values, {
      phone: composeValidators(required, validPhone(values.phoneCode)),
      phoneCode: required,
    }),
  );
}
