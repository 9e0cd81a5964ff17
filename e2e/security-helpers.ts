import type { BrowserContext, Page } from 'playwright-core'

export interface CspViolation {
  directive: string
  blocked: string
  source: string
  sample: string
  page: string
}

/**
 * Records every Content-Security-Policy violation of every page of the context (the
 * binding survives navigations; the init script runs before any page script). Chromium
 * fires the event even when the page catches the error (zod's eval probe, for one).
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const found: CspViolation[] = []
  await context.exposeBinding('reportCspViolation', (_source, v: CspViolation) => {
    found.push(v)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
        page: location.pathname,
      })
    })
  })
  return found
}

/** Navigates and waits until the page has rendered its heading and loaded its lazy chunks. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('main h1').first().waitFor()
  await page.waitForLoadState('networkidle')
}

/** Every IndexedDB database, object store and row, plus local/session storage and cookies, as one string. */
export function dumpBrowserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: Record<string, unknown> = {
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      cookie: document.cookie,
      caches: 'caches' in window ? await caches.keys() : [],
    }
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!)
        open.addEventListener('success', () => resolve(open.result))
        open.addEventListener('error', () => reject(open.error))
      })
      const names = [...db.objectStoreNames]
      const tx = db.transaction(names, 'readonly')
      for (const name of names) {
        out[`${info.name}.${name}`] = await new Promise((resolve, reject) => {
          const req = tx.objectStore(name).getAll()
          req.addEventListener('success', () => resolve(req.result))
          req.addEventListener('error', () => reject(req.error))
        })
      }
      db.close()
    }
    return JSON.stringify(out)
  })
}

/** Elements a hostile string would create if it were rendered as HTML. */
export function injectedElements(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('[onerror], [onload], img[src="x"], main script, header script').length)
}
