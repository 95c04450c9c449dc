// How the entry server asks Next for a page it will share (shared-pages.mjs), and how the
// app's proxy knows the request for what it is: a header carrying this process's render key,
// which the render then uses as its nonce. No Node imports: the proxy's bundle reads it too.

/** The request header that carries the render key. */
export const SHARED_RENDER_HEADER = 'x-stride-shared-render';

/** Where the entry server leaves the render key for the app, on globalThis. */
export const SHARED_RENDER_KEY = Symbol.for('stride.sharedRenderKey');
