import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, signIn, useBrowser } from './harness'
import {
  applyTheme,
  contrastViolations,
  describeFindings,
  disabledContrastFailures,
  forceState,
  seriousViolations,
  settle,
  type Finding,
  type Theme,
} from './a11y-helpers'
import { apiOk, buyAnswer } from './trade-fixtures'
import type { Market } from '../src/api/contract'

/**
 * axe-core on every screen, signed out and signed in, in both themes, at phone and desktop
 * widths: no serious or critical violation (WCAG 2 A/AA rules, colour contrast included).
 * One browser context per width walks the routes; each screen is checked in the light theme,
 * then switched to dark the way the theme toggle does it and checked again.
 */
const { newPage } = useBrowser()

const SIGNED_OUT = ['/', '/local-login', '/register', '/social', '/liquidity', '/instant', '/settings', '/no-such-page']
const SIGNED_IN = [
  '/',
  '/market/:id',
  // A multi-answer market: its answers list, chances chart and the position on an answer.
  '/market/:multi',
  '/portfolio',
  '/insights',
  '/social',
  '/liquidity',
  '/instant',
  '/admin',
  // The markets admins make: the New market form open (with its card preview) and the list.
  '/admin/markets#new',
  '/settings',
  '/no-such-page',
]
const THEMES: Theme[] = ['light', 'dark']

async function checkBothThemes(page: Page, where: string, found: string[]): Promise<void> {
  await settle(page)
  for (const theme of THEMES) {
    await applyTheme(page, theme)
    const findings: Finding[] = await seriousViolations(page)
    if (findings.length) found.push(describeFindings(`${where} (${theme})`, findings))
  }
  await applyTheme(page, 'light')
}

async function visit(page: Page, path: string, found: string[]): Promise<void> {
  await page.goto(path)
  await checkBothThemes(page, path, found)
}

/** Every tab of My Trades, reached by clicking it. */
async function visitMyTradesTabs(page: Page, found: string[]): Promise<void> {
  await page.goto('/my-trades')
  await settle(page)
  const tabs = page.getByRole('tab')
  const names = await tabs.allTextContents()
  expect(names.length).toBeGreaterThan(1)
  for (const name of names) {
    await page.getByRole('tab', { name }).click()
    await checkBothThemes(page, `/my-trades › ${name}`, found)
  }
}

/** The header's menus while open (and the phone's side sheet), on the home page. */
async function visitOpenMenus(page: Page, phone: boolean, found: string[]): Promise<void> {
  await page.goto('/')
  await settle(page)
  // The QA menu on desktops; on a phone the tab bar's More sheet holds its list instead.
  const menus = [
    ...(phone ? [] : [{ open: page.getByRole('button', { name: /Quick access menu/ }), name: 'quick access menu' }]),
    { open: page.getByRole('button', { name: /Account menu for/ }), name: 'account menu' },
    ...(phone ? [{ open: page.getByRole('button', { name: 'More', exact: true }), name: 'phone menu' }] : []),
  ]
  for (const menu of menus) {
    // The sheet's dialog wrapper has no box of its own (its panel is fixed): wait for its nav.
    const opened = menu.name === 'phone menu' ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('menu')
    await menu.open.click()
    await opened.waitFor()
    await checkBothThemes(page, `/ with the ${menu.name} open`, found)
    await page.keyboard.press('Escape')
    await opened.waitFor({ state: 'detached' })
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('accessibility at %s width', (_label, viewport) => {
  it('has no serious or critical axe violation on any screen, signed out and signed in, in both themes', async () => {
    const page = await newPage({ viewport })
    const found: string[] = []
    for (const path of SIGNED_OUT) await visit(page, path, found)

    // The admin sees every screen, the admin panel included; one trade fills portfolio and history.
    await signIn(page, 'admin', 'admin123')
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    await apiOk(page, 'POST', '/api/trades', { marketId: market.id, side: 'yes', quantity: 20, price: String(market.yesPrice) })
    const [multi] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=multi&limit=1')
    await buyAnswer(page, multi, multi.answers![0]!, 20)
    for (const path of SIGNED_IN) await visit(page, path.replace(':id', market.id).replace(':multi', multi.id), found)
    await visitMyTradesTabs(page, found)
    await visitOpenMenus(page, viewport === PHONE, found)

    expect(found, `\n${found.join('\n')}`).toEqual([])
  }, 600_000)

  it('keeps every control readable when hovered, pressed and disabled, in both themes', async () => {
    const page = await newPage({ viewport })
    const found: string[] = []
    const states = async (where: string) => {
      await settle(page)
      for (const theme of THEMES) {
        await applyTheme(page, theme)
        for (const state of ['hover', 'active'] as const) {
          await forceState(page, state)
          const findings = await contrastViolations(page)
          if (findings.length) found.push(describeFindings(`${where} (${theme}, :${state})`, findings))
        }
        await forceState(page, null)
        const disabled = await disabledContrastFailures(page)
        if (disabled.length) found.push(`${where} (${theme}, disabled): ${disabled.join(', ')}`)
      }
      await applyTheme(page, 'light')
    }
    await page.goto('/local-login')
    await states('/local-login')
    await signIn(page)
    await states('/')
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    await page.goto(`/market/${market.id}`)
    await states(`/market/${market.id}`)
    expect(found, `\n${found.join('\n')}`).toEqual([])
  }, 300_000)
})
