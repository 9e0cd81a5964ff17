import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * axe-core in the page. Our CSP (script-src 'self') refuses an inline <script>, so the
 * source is evaluated through the DevTools protocol (page.evaluate), which CSP does not
 * govern: no bypassCSP, the pages run under their real policy.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface Finding {
  id: string
  impact: string
  help: string
  nodes: string[]
}

export type Theme = 'light' | 'dark'

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window)
  if (!present) await page.evaluate(AXE_SOURCE)
}

/**
 * axe's violations on the page as it is now, each with its first nodes. Colour findings say
 * which colours failed and by how much: the fix is usually a token.
 */
async function axeFindings(page: Page, options: Record<string, unknown>): Promise<Finding[]> {
  await injectAxe(page)
  return page.evaluate(async (opts) => {
    type Node = {
      target: unknown[]
      any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } }>
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Node[] }> }>
        }
      }
    ).axe
    const result = await axe.run(document, { ...opts, resultTypes: ['violations'] })
    const detail = (n: Node) => {
      const d = n.any.find((c) => c.data?.contrastRatio !== undefined)?.data
      return d ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}, needs ${d.expectedContrastRatio})` : ''
    }
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + detail(n)),
    }))
  }, options)
}

/** Serious and critical violations on the page as it is now (WCAG 2.x A/AA and best practices). */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  return (await axeFindings(page, {})).filter((f) => f.impact === 'serious' || f.impact === 'critical')
}

/** The theme the app's toggle sets: the `dark` class and color-scheme on <html> (src/lib/theme.ts). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark')
    document.documentElement.style.colorScheme = t
  }, theme)
  // Let transitions on colours finish before contrast is measured.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined)
}

/**
 * Waits until the screen shows data, not placeholders: no busy regions, no skeletons,
 * no 'Loading...' status, and a heading in <main>.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main')
      if (!main || !main.querySelector('h1, h2')) return false
      if (main.querySelector('[aria-busy="true"], [data-skeleton], .animate-pulse')) return false
      return !/Loading\.\.\./.test(main.textContent ?? '')
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  )
}

export function describeFindings(where: string, findings: Finding[]): string {
  return findings.map((f) => `${where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')
}

export type ForcedState = 'hover' | 'active'

/**
 * Puts every link, button, tab and hover group (`.group`) on the page in the :hover or :active
 * state (the DevTools protocol's CSS.forcePseudoState, what the Styles panel's :hov toggles do),
 * so axe measures the colours a pointer or a press shows. null releases them.
 */
export async function forceState(page: Page, state: ForcedState | null): Promise<void> {
  const session = await page.context().newCDPSession(page)
  try {
    await session.send('DOM.enable')
    await session.send('CSS.enable')
    const { root } = await session.send('DOM.getDocument', { depth: -1 })
    const { nodeIds } = await session.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: 'a, button, [role="tab"], .group',
    })
    for (const nodeId of nodeIds) {
      // A node the page replaced meanwhile (a list refresh) is gone: nothing to force on it.
      await session.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state ? [state] : [] }).catch(() => undefined)
    }
  } finally {
    await session.detach()
  }
}

/** Serious colour-contrast findings only (axe's color-contrast rule), for the forced states. */
export async function contrastViolations(page: Page): Promise<Finding[]> {
  return axeFindings(page, { runOnly: ['color-contrast'] })
}

/**
 * Disabled controls, which axe leaves out (WCAG exempts them), measured here: every visible
 * button that has a disabled look (a `disabled:` class: the Button component and the like),
 * disabled the way the app disables them (the attribute), its label against its own or nearest
 * painted background. Answers those below 4.5:1 (3:1 for large text).
 */
export async function disabledContrastFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = '#000'
      ctx.fillStyle = css
      ctx.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3]))
    const background = (el: Element | null): number[] => {
      const layers: number[][] = []
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor)
        if (c[3] > 0) layers.push(c)
        if (c[3] >= 1) break
      }
      let base = rgba(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3)
      for (const layer of layers.reverse()) base = over(layer, base)
      return base
    }
    const luminance = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const failures: string[] = []
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[class*="disabled:"]')].filter(
      (b) => !b.disabled && b.checkVisibility() && b.textContent?.trim(),
    )
    for (const b of buttons) b.disabled = true
    for (const b of buttons) {
      const style = getComputedStyle(b)
      const bg = background(b)
      const fg = over(rgba(style.color), bg)
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x)
      const ratio = (hi + 0.05) / (lo + 0.05)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5)) failures.push(`"${b.textContent!.trim().slice(0, 40)}": ${ratio.toFixed(2)}:1`)
    }
    for (const b of buttons) b.disabled = false
    return failures
  })
}
