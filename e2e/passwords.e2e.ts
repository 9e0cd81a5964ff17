import { describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { ARTIFACTS, PHONE, signIn, useBrowser } from './harness'

/**
 * Passwords in the app: a person changes theirs in Settings → Account, and an admin sets a
 * temporary one for someone who forgot theirs. Screenshots: e2e/artifacts/passwords-*.png.
 */
const { newPage } = useBrowser()

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}/passwords-${name}.png`, fullPage: false })
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.getByRole('link', { name: 'Login' }).first().waitFor()
}

describe('passwords', () => {
  it('changes your own password in Settings: a wrong current one is refused, the new one signs in', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signIn(page)
    await page.goto('/settings')
    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill('not-my-password')
    await form.getByLabel('New password', { exact: true }).fill('fresh-pass-1')
    await form.getByLabel('Repeat the new password').fill('fresh-pass-2')
    await form.getByRole('button', { name: 'Change password' }).tap()
    await form.getByText('The two new passwords differ').waitFor()

    await form.getByLabel('Repeat the new password').fill('fresh-pass-1')
    await form.getByRole('button', { name: 'Change password' }).tap()
    await form.getByRole('alert').getByText('Your current password is not correct').waitFor()
    await form.scrollIntoViewIfNeeded()
    await shot(page, 'settings-refused')

    await form.getByLabel('Current password').fill('demo123')
    await form.getByRole('button', { name: 'Change password' }).tap()
    await page.getByText('Password changed', { exact: true }).waitFor()
    expect(await form.getByLabel('Current password').inputValue()).toBe('')

    await page.goto('/')
    await signOut(page)
    // demo123 no longer works here, so the landing page stops offering it.
    await page.getByText('Demo credentials').waitFor()
    await expect.poll(() => page.getByText('Trader:').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Try the demo' }).count()).toBe(0)
    await signIn(page, 'demo', 'fresh-pass-1')
  })

  it('lets an admin set a temporary password for a trader, who then signs in with it', async () => {
    const page = await newPage({ viewport: PHONE, touch: true, colorScheme: 'dark' })
    await signIn(page, 'admin', 'admin123')
    await page.goto('/admin')
    const button = page.getByRole('button', { name: 'Set password: Demo Trader' })
    await button.scrollIntoViewIfNeeded()
    await shot(page, 'admin-list')
    await button.tap()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Set a password for Demo Trader?').waitFor()
    const field = dialog.getByLabel('Temporary password')
    expect((await field.inputValue()).length).toBe(12)
    await field.fill('abc')
    await dialog.getByRole('button', { name: 'Set password' }).tap()
    await dialog.getByText('Password must be at least 6 characters long').waitFor()
    await field.fill('temporary-42')
    expect(await dialog.getByText('Password must be at least 6 characters long').count()).toBe(0)
    await shot(page, 'admin-dialog')
    await dialog.getByRole('button', { name: 'Set password' }).tap()
    await page.getByText('Temporary password set').waitFor()
    await signOut(page)
    await signIn(page, 'demo', 'temporary-42')
  })
})
