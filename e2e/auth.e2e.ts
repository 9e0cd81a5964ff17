import { describe, expect, it } from 'vitest'
import { PHONE, signIn, useBrowser } from './harness'

const { newPage } = useBrowser()

describe('sign-in, registration and the shell', () => {
  it('registers a new user, enforcing the password rule, then signs in', async () => {
    const page = await newPage()
    await page.goto('/register')
    await page.getByLabel('First name').fill('Rita')
    await page.getByLabel('Last name').fill('Register')
    await page.getByLabel('Username').fill('rita')
    await page.getByLabel('Email').fill('rita@example.com')
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => page.getByText('Password must be at least 6 characters long').first().isVisible()).toBe(true)
    expect(page.url()).toContain('/register')

    await page.getByLabel('Password').fill('123456')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('Account Created').waitFor()
    await page.getByText('Your account has been created successfully! You can now log in.').waitFor()
    await page.waitForURL('**/local-login')
    // The address changes before the sign-in page draws: typing sooner would fill the register form's fields.
    await page.getByRole('heading', { name: 'Sign in to Foresight' }).waitFor()

    await page.getByLabel('Username').fill('rita')
    await page.getByLabel('Password').fill('123456')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Welcome back, Rita!').waitFor()
    await page.getByRole('button', { name: 'Account menu for Rita Register' }).waitFor()
  })

  it('refuses a username that reads as a taken one (the confusables table loads in the built app)', async () => {
    const page = await newPage()
    await page.goto('/register')
    await page.getByLabel('First name').fill('Mallory')
    await page.getByLabel('Last name').fill('Lookalike')
    // "DEM0" (a zero for the O) reads as the demo trader's "demo".
    await page.getByLabel('Username').fill('DEM0')
    await page.getByLabel('Email').fill('mallory@example.com')
    await page.getByLabel('Password').fill('123456')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('Username is already taken').first().waitFor()
    expect(page.url()).toContain('/register')
  })

  it('signs in with the demo credentials, shows the signed-in header, and logs out', async () => {
    const page = await newPage()
    await page.goto('/')
    await page.getByText('Prediction Markets Platform').waitFor()
    await page.getByRole('link', { name: 'Login' }).click()
    await page.waitForURL('**/local-login')
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Password').fill('demo123')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Login Successful').waitFor()
    await page.getByText('Welcome back, Demo!').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')

    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of ['Markets', 'Instant', 'Social', 'Insights', 'Liquidity', 'My Portfolio']) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true)
    }
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await expect.poll(() => page.getByPlaceholder('Search markets...').first().isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Account menu for Demo Trader' }).click()
    await page.getByText('demo@foresight.example').waitFor()
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0)
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByText('Prediction Markets Platform').waitFor()
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor()
    await page.reload()
    await page.getByText('Prediction Markets Platform').waitFor()
  })

  it("shows 'Login Failed' with the server's message for a wrong password", async () => {
    const page = await newPage()
    await page.goto('/local-login')
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Login Failed').waitFor()
    await page.getByText('Invalid username or password').waitFor()
    expect(new URL(page.url()).pathname).toBe('/local-login')
  })

  it('requires both fields on the login form', async () => {
    const page = await newPage()
    await page.goto('/local-login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Username is required').waitFor()
    await page.getByText('Password is required').waitFor()
  })

  it('shows admin links only to admins, in the nav, the QA menu and the user menu', async () => {
    const page = await newPage()
    await signIn(page, 'admin', 'admin123')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor()
    await page.getByRole('button', { name: 'Quick access menu' }).click()
    await page.getByText('Logged in as').waitFor()
    // Each page once: the 8 routes (Admin Panel among them), then the Account section.
    const items = await page.getByRole('menuitem').allTextContents()
    expect(items.map((t) => t.trim())).toEqual([
      'Markets',
      'Instant',
      'Social',
      'Insights',
      'Liquidity',
      'My Trades',
      'My Portfolio',
      'Admin Panel',
      'Settings',
    ])
    await page.keyboard.press('Escape')
  })

  it('keeps the theme choice across a reload, without a flash of the other theme', async () => {
    const page = await newPage({ colorScheme: 'light' })
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload({ waitUntil: 'commit' })
    // theme-init.js runs in <head>, before the body exists: check the class at DOMContentLoaded.
    await page.waitForLoadState('domcontentloaded')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor()
  })

  it('follows the system preference when no theme is stored', async () => {
    const page = await newPage({ colorScheme: 'dark' })
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  })

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const page = await newPage()
    await page.goto('/no/such/page')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
  })

  it('sends signed-out visitors of signed-in routes to sign in, and back afterwards', async () => {
    const page = await newPage()
    for (const path of ['/portfolio', '/my-trades', '/insights', '/admin']) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === '/local-login')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
    }
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Password').fill('demo123')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
  })

  it('shows a sign-in prompt on social, liquidity and instant when signed out', async () => {
    const page = await newPage()
    for (const path of ['/social', '/liquidity', '/instant']) {
      await page.goto(path)
      await page.getByRole('link', { name: 'Sign In' }).last().waitFor()
      await page.getByRole('link', { name: 'Create Account' }).waitFor()
    }
  })

  it('signs in through the simulated identity provider at /api/login', async () => {
    const page = await newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'sign in with an external identity provider' }).click()
    await page.waitForURL('**/api/login')
    await page.getByText('Simulated identity provider').waitFor()
    await page.getByRole('button', { name: /Demo Trader/ }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Account menu for Demo Trader' }).waitFor()
    await page.goto('/api/logout')
    await page.getByText('Prediction Markets Platform').waitFor()
  })

  it("offers the same links in the mobile side sheet on a phone (the tab bar's More)", async () => {
    const page = await newPage({ viewport: PHONE })
    await signIn(page)
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'More', exact: true }).click()
    const sheet = page.getByRole('navigation', { name: 'Mobile' })
    for (const label of ['Markets', 'Instant', 'Social', 'Insights', 'Liquidity', 'My Portfolio']) {
      await sheet.getByRole('link', { name: label, exact: true }).waitFor()
    }
    await page.getByRole('button', { name: 'Close menu' }).click()
  })

  it('focuses the notification region with F8', async () => {
    const page = await newPage()
    await page.goto('/local-login')
    await page.getByLabel('Username').waitFor()
    await page.keyboard.press('F8')
    const focusedInRegion = await page.evaluate(
      () => !!document.activeElement?.closest('section[aria-label="Notifications (F8)"]'),
    )
    expect(focusedInRegion).toBe(true)
  })
})
