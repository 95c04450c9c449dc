// Types for the plain-JavaScript module the entry server and the app's proxy share.
export const SHARED_RENDER_HEADER: string;
export const SHARED_RENDER_KEY: unique symbol;
