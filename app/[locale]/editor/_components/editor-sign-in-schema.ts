import { z } from 'zod';
import { validateFields } from '@/lib/validation/field-messages';
import { required } from '@/lib/validation/required';
import { formSchema } from '@/lib/validation/zod-form';

export interface EditorSignInValues {
  employeeId: string;
  password: string;
}

/** Both are required; the server judges them (the associates' rules and lockout). */
export function editorSignInSchema() {
  return formSchema(
    { employeeId: z.string(), password: z.string() },
    (values: EditorSignInValues) =>
      validateFields(values, { employeeId: required, password: required }),
  );
}
