import type { ErrorDescriber } from './api-error';

/**
 * Builds a describer from the `ApiErrors` messages namespace. Placeholders like `{max}` are
 * filled from the error's data; a message whose placeholder has no value is skipped, so the
 * shopper never sees a raw `{max}`.
 */
export function createErrorDescriber(messages: Record<string, string> | undefined): ErrorDescriber {
  return (code, data) => {
    const template = messages?.[code];
    if (!template) return undefined;
    let complete = true;
    const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = data?.[name];
      if (value === undefined || value === null) complete = false;
      return String(value ?? '');
    });
    return complete ? text : undefined;
  };
}
