import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { User } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import { apiOk, registerUser, signOut, startBackend } from './trade-fixtures'

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
    await row.getByRole('button', { name: 'Make Admin: Nina Newcomer' }).click()
    await page.getByText('Role Updated').waitFor()
    await page.getByText('User role has been successfully updated.').waitFor()
    await row.getByRole('button', { name: 'Remove Admin: Nina Newcomer' }).waitFor()
    await row.getByText('Admin', { exact: true }).waitFor()
    await expect.poll(() => cardValue(page, 'Admin Users')).toBe(String(admins + 1))

    await signOut(page)
    await signIn(page, 'nina', 'secret123')
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    expect(await page.getByText('Access Denied').count()).toBe(0)
    await userRow(page, 'Nina Newcomer').getByText('You', { exact: true }).waitFor()
  })

  it('asks an admin whose session ended to sign in again', async () => {
    const page = await newPage()
    await signIn(page, 'admin', 'admin123')
    await page.goto('/admin')
    const demo = userRow(page, 'Demo Trader')
    await demo.getByRole('button', { name: 'Make Admin: Demo Trader' }).waitFor()
    // The session ends behind the page's back (say, logged out in another tab).
    await apiOk(page, 'POST', '/api/auth/logout')
    await demo.getByRole('button', { name: 'Make Admin: Demo Trader' }).click()
    await page.getByText('Unauthorized', { exact: true }).waitFor()
    await page.getByText('Admin access required. Logging in again...').waitFor()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/api/login')
  })
})
