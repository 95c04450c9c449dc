import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads with the form's first validation (a submit, or a
 * field checked on blur), so a page whose content is a form carries neither its schema nor
 * zod in its first load. `load` runs once.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
