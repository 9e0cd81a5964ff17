import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import type { RequestHandler } from 'msw'

/** msw in this page (not in a service worker; see README): intercepts fetch and answers with `handlers`. */
export async function interceptFetch(handlers: RequestHandler[]): Promise<void> {
  const network = defineNetwork({
    // The interceptor's event-map type is narrower than the source's; the runtime contract matches.
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor() as never] })],
    handlers,
    onUnhandledFrame: 'bypass',
    // msw logs every answer to the console by default, cloning and reading both bodies:
    // about a fifth of each call's time. Kept in development, where the log helps.
    context: { quiet: import.meta.env?.PROD ?? false },
  })
  await network.enable()
}
