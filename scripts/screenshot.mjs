import { chromium } from 'playwright-core'
const [, , path = '/', out = '/tmp/shot.png', w = '1366', h = '900', scheme = 'light', login = ''] = process.argv
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const ctx = await b.newContext({ viewport: { width: +w, height: +h }, colorScheme: scheme, serviceWorkers: 'block' })
const p = await ctx.newPage()
p.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text())
})
p.on('pageerror', (e) => console.log('pageerror:', e.message))
const base = process.env.BASE ?? 'http://127.0.0.1:4173'
if (login) {
  const [u, pw] = login.split(':')
  await p.goto(base + '/local-login')
  await p.getByLabel('Username').fill(u)
  await p.getByLabel('Password').fill(pw)
  await p.getByRole('button', { name: 'Sign In' }).click()
  await p.getByRole('button', { name: /Account menu for/ }).waitFor({ timeout: 15000 })
}
await p.goto(base + path)
await p.waitForTimeout(+(process.env.WAIT ?? 1500))
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await b.close()
