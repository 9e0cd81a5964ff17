import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { User } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import { apiOk, freezeSimulation, registerUser, seedFinished, signOut, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

async function cardValue(page: Page, label: string): Promise<string> {
  const card = page
    .locator('section[aria-label="User statistics"] > div')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
  return (await card.locator('p').first().innerText()).trim()
}

function userRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: name })
}

describe('Admin Dashboard', () => {
  it('turns a regular trader away and sends them home', async () => {
    const page = await newPage()
    await signIn(page)
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
    await page.getByText('Admin access required. Redirecting...').waitFor()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/')
  })

  it('lets an admin promote a new user, who can then open the dashboard', async () => {
    const page = await newPage()
    await startBackend(page)
    const nina = await registerUser(page, 'nina', 'Nina', 'Newcomer')
    await signIn(page, 'admin', 'admin123')
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()

    const users = await apiOk<User[]>(page, 'GET', '/api/admin/users')
    const now = Date.now()
    const admins = users.filter((u) => u.role === 'admin').length
    await expect.poll(() => cardValue(page, 'Total Users')).toBe(String(users.length))
    expect(await cardValue(page, 'Admin Users')).toBe(String(admins))
    expect(await cardValue(page, 'Regular Users')).toBe(String(users.length - admins))
    expect(await cardValue(page, 'New This Week')).toBe(
      String(users.filter((u) => now - Date.parse(u.createdAt) <= WEEK_MS).length),
    )

    // No role button on your own row.
    const self = userRow(page, 'Alex Admin')
    await self.getByText('You', { exact: true }).waitFor()
    expect(await self.getByRole('button').count()).toBe(0)

    const row = userRow(page, 'Nina Newcomer')
    expect(await row.innerText()).toContain(nina.email!)
    await row.getByText('User', { exact: true }).waitFor()
    // The role changes only once confirmed: the dialog names the person and what an admin can do.
    await row.getByRole('button', { name: 'Make Admin: Nina Newcomer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Nina Newcomer an admin?' })
    // The dialog's root has no box of its own (its panel is fixed): wait for what it says.
    await dialog.getByText('@nina will be able to open the Admin Dashboard', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect((await apiOk<User[]>(page, 'GET', '/api/admin/users')).find((u) => u.id === nina.id)?.role).toBe('user')
    await row.getByText('User', { exact: true }).waitFor()

    await row.getByRole('button', { name: 'Make Admin: Nina Newcomer' }).click()
    await dialog.getByRole('button', { name: 'Make Admin', exact: true }).click()
    await page.getByText('Role Updated').waitFor()
    await page.getByText('User role has been successfully updated.').waitFor()
    await row.getByRole('button', { name: 'Remove Admin: Nina Newcomer' }).waitFor()
    await row.getByText('Admin', { exact: true }).waitFor()
    await expect.poll(() => cardValue(page, 'Admin Users')).toBe(String(admins + 1))
    expect((await apiOk<User[]>(page, 'GET', '/api/admin/users')).find((u) => u.id === nina.id)?.role).toBe('admin')

    await signOut(page)
    await signIn(page, 'nina', 'secret123')
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    expect(await page.getByText('Access Denied').count()).toBe(0)
    await userRow(page, 'Nina Newcomer').getByText('You', { exact: true }).waitFor()
  })

  it('asks an admin whose session ended to sign in again', async () => {
    const page = await newPage()
    // The page must not learn of the ended session before the click this test is about: any read
    // answered 401 signs a person out, and both a simulation step and the seed's second stage
    // refresh every query on screen. So the simulation is held still, and /admin loads once the
    // whole seed is stored.
    await freezeSimulation(page)
    await signIn(page, 'admin', 'admin123')
    await seedFinished(page)
    await page.goto('/admin')
    const demo = userRow(page, 'Demo Trader')
    await demo.getByRole('button', { name: 'Make Admin: Demo Trader' }).waitFor()
    // The session ends behind the page's back (say, logged out in another tab).
    await apiOk(page, 'POST', '/api/auth/logout')
    // Usually the action is what meets the 401; when a background read meets it first (only a
    // 401 signs out), the page has already gone to sign in: both ask to sign in again.
    const signInForm = page.getByRole('heading', { name: 'Sign in to Foresight' })
    try {
      await demo.getByRole('button', { name: 'Make Admin: Demo Trader' }).click({ timeout: 5_000 })
      await page.getByRole('dialog', { name: 'Make Demo Trader an admin?' }).getByRole('button', { name: 'Make Admin' }).click()
    } catch (error) {
      if (!(await signInForm.isVisible())) throw error
      return
    }
    await page.getByText('Unauthorized', { exact: true }).waitFor()
    await page.getByText('Admin access required. Logging in again...').waitFor()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/api/login')
  })

  it('asks before removing an admin, naming them and what they lose; Escape changes nothing', async () => {
    const page = await newPage()
    await startBackend(page)
    const omar = await registerUser(page, 'omar', 'Omar', 'Organizer')
    await signIn(page, 'admin', 'admin123')
    await apiOk(page, 'PATCH', `/api/admin/users/${omar.id}/role`, { role: 'admin' })
    await page.goto('/admin')
    const row = userRow(page, 'Omar Organizer')
    await row.getByRole('button', { name: 'Remove Admin: Omar Organizer' }).click()
    const dialog = page.getByRole('dialog', { name: "Remove Omar Organizer's admin role?" })
    await dialog.getByText('@omar will no longer be able to open the Admin Dashboard', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect((await apiOk<User[]>(page, 'GET', '/api/admin/users')).find((u) => u.id === omar.id)?.role).toBe('admin')

    await row.getByRole('button', { name: 'Remove Admin: Omar Organizer' }).click()
    await dialog.getByRole('button', { name: 'Remove Admin', exact: true }).click()
    await page.getByText('Role Updated').waitFor()
    await row.getByRole('button', { name: 'Make Admin: Omar Organizer' }).waitFor()
    expect((await apiOk<User[]>(page, 'GET', '/api/admin/users')).find((u) => u.id === omar.id)?.role).toBe('user')
  })
})

describe.each([
  ['admin', 'admin123'],
  ['demo', 'demo123'],
] as const)('the desktop header for %s', (username, password) => {
  it('fits at 1024, 1280 and 1440 px with a round 44 px QA button, every nav link and the avatar on screen', async () => {
    for (const width of [1024, 1280, 1440]) {
      const page = await newPage({ viewport: { width, height: 800 } })
      await signIn(page, username, password)
      await expect.poll(() => page.getByTestId('cash-balance').innerText(), { timeout: 15_000 }).toMatch(/\$[\d,]+\.\d\d/)
      const fit = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      expect(fit.scrollWidth, `${width} px`).toBeLessThanOrEqual(fit.innerWidth)
      const qa = (await page.getByRole('button', { name: 'QA: Quick access menu' }).boundingBox())!
      expect([qa.width, qa.height], `${width} px`).toEqual([44, 44])
      const header = page.locator('header').first()
      const inView = async (what: string, box: { x: number; width: number } | null) => {
        expect(box, `${what} at ${width} px`).not.toBeNull()
        expect(box!.x, `${what} at ${width} px`).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width, `${what} at ${width} px`).toBeLessThanOrEqual(width)
      }
      await inView('avatar', await header.getByRole('button', { name: /Account menu for/ }).boundingBox())
      const nav = page.getByRole('navigation', { name: 'Main' })
      const labels = ['Markets', 'Instant', 'Social', 'Insights', 'Liquidity', 'My Portfolio', 'My Trades']
      if (username === 'admin') labels.push('Admin')
      expect((await nav.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(labels)
      for (const link of await nav.getByRole('link').all()) await inView(await link.innerText(), await link.boundingBox())
      // Search: the box from 1280 px; at 1024 px a button opens it in a row below.
      if (width < 1280) {
        await page.getByRole('button', { name: 'Open search' }).click()
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search markets')
      }
      await inView('search', await header.getByRole('searchbox', { name: 'Search markets' }).boundingBox())
      if (width < 1280) {
        // Escape folds the row again, focus back on the button.
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Open search' }).waitFor()
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open search')
      }
      await page.context().close()
    }
  }, 120_000)
})
