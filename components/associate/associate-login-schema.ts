import { z } from 'zod';
import { validateFields } from '@/lib/validation/field-messages';
import { required } from '@/lib/validation/required';
import { formSchema } from '@/lib/validation/zod-form';

export interface AssociateLoginValues {
  storeId: string;
  employeeId: string;
  password: string;
}

/** All three are required; the server judges the password (spec 000 section 7, agent login). */
export function associateLoginSchema() {
  return formSchema(
    { storeId: z.string(), employeeId: z.string(), password: z.string() },
    (values: AssociateLoginValues) =>
      validateFields(values, { storeId: required, employeeId: required, password: required }),
  );
}
