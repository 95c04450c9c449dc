/**
 * Site settings the specification leaves to configuration. They are constants until the
 * storefront has a settings service; each says what it switches.
 */

/**
 * Simplified enrollment: the sign-in dialog opens the enrollment flow (email lookup, then
 * sign-in or sign-up, then completing the profile) instead of the plain email and password
 * form.
 */
export const simplifiedEnrollment = true;
