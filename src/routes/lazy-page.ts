import { lazyRouteComponent } from '@tanstack/react-router'

/** What fetch needs to check the app's own origin (a test gives its own). */
type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok'>>

/** Whether the app's origin answers now (its page, not cached by the browser). */
async function originAnswers(fetcher: Fetch): Promise<boolean> {
  try {
    return (await fetcher(`${location.origin}/`, { method: 'HEAD', cache: 'no-store' })).ok
  } catch {
    return false
  }
}

/**
 * A page's code, loaded on demand. When it does not arrive, the router reloads the whole page once
 * (a new version may have replaced the file). That is right while the server answers; while it is
 * down (a restart, a lost network, a phone on a LAN address without the offline cache) the reload
 * lands on the browser's own "This site can't be reached" page. So a failed load first asks the
 * origin: it answers, the router's reload; it does not, the route's error screen ("Couldn't load
 * this page", Try again) with the person still signed in on the page they were on.
 */
export function pageCode<T>(importer: () => Promise<T>, fetcher: Fetch = fetch): () => Promise<T> {
  return () =>
    importer().catch(async (error: unknown) => {
      if (await originAnswers(fetcher)) throw error
      throw new Error("Couldn't load this page: the server can't be reached right now. Try again in a moment.", { cause: error })
    })
}

/** lazyRouteComponent with pageCode's care for a server that is down (the same signature). */
export const lazyPage: typeof lazyRouteComponent = (importer, exportName) => lazyRouteComponent(pageCode(importer), exportName)
