/** Days after delivery a return can be started. */
export const RETURN_WINDOW_DAYS = 30;
/** Years after delivery a warranty claim can be made. */
export const WARRANTY_YEARS = 2;
