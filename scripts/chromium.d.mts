// Types for the plain-JavaScript module the bench and the browser tests share.
export const chromiumPath: string;
export const chromiumArgs: readonly string[];
