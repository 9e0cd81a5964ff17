/**
 * The browser's own fetch, captured when the app starts, before the in-browser backend
 * (msw in this page) wraps `window.fetch`. msw answers /api on any origin, so a call
 * that must reach the real network from the in-browser mode (Settings › Test
 * connection to a remote backend) uses this one. The page's CSP still applies.
 */
export const nativeFetch: typeof fetch = globalThis.fetch.bind(globalThis)
