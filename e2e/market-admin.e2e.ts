import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Market } from '../src/api/contract'
import { ARTIFACTS, PHONE, signIn, useBrowser } from './harness'
import { apiOk, freezeSimulation, seedFinished } from './trade-fixtures'

const { newPage } = useBrowser()

async function fillNewMarket(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Question' }).fill(title)
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Tech' })
  await page
    .getByRole('textbox', { name: 'How it resolves' })
    .fill('Resolves Yes if the judges name team Blue the winner on stage.')
  await page.getByRole('textbox', { name: 'Resolution source (optional)' }).fill("The organisers' announcement")
  await page.getByRole('spinbutton', { name: 'Opening chance of Yes (%)' }).fill('70')
}

describe('Markets admins make', () => {
  it('an admin lists a market (with a live preview of its card), people trade it, and the admin resolves it with a note', async () => {
    const page = await newPage()
    // Only this test's trades: the simulated traders would trade the new market too.
    await freezeSimulation(page)
    await signIn(page, 'admin', 'admin123')
    await seedFinished(page)
    await page.goto('/admin')
    await page.getByRole('link', { name: 'Manage markets' }).click()
    await page.getByRole('heading', { name: 'Markets', exact: true, level: 1 }).waitFor()
    await page.getByText('No markets yet').waitFor()
    await page.getByRole('button', { name: 'New market' }).click()

    // Nothing filled: each problem says what is wrong, and nothing is sent.
    await page.getByRole('button', { name: 'Create market' }).click()
    await page.getByText('The question must be at least 5 characters').waitFor()
    await page.getByText('Say how the market resolves').waitFor()
    // The first field in error has focus, so the keyboard and a screen reader start there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true')
    expect(await page.getByRole('textbox', { name: 'Question' }).evaluate((el) => el === document.activeElement)).toBe(true)

    const title = 'Will team Blue win the hackathon?'
    await fillNewMarket(page, title)
    // The preview is the card as the lists will show it.
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByRole('heading', { name: title }).waitFor()
    await preview.getByText('70%').first().waitFor()
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-new-desktop.png`, fullPage: true })
    await page.getByRole('button', { name: 'Create market' }).click()
    await page.getByText('Market created').waitFor()

    const list = page.getByRole('list', { name: 'Markets admins made' })
    const row = list.getByRole('listitem').filter({ hasText: title })
    await row.getByText('Open', { exact: true }).waitFor()
    const [made] = await apiOk<Market[]>(page, 'GET', '/api/admin/markets')
    expect(made).toMatchObject({ title, byAdmin: true, status: 'active' })
    expect(Math.round(Number(made!.yesPrice))).toBe(70)

    // Someone buys 10 YES (here the admin, the one person in this in-browser exchange).
    await apiOk(page, 'POST', '/api/trades', { marketId: made!.id, side: 'yes', quantity: 10, price: made!.yesPrice })

    await row.getByRole('button', { name: `Resolve: ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: `Resolve “${title}”` })
    // Nothing is chosen for the admin: the outcome is picked, never taken by default.
    await expect.poll(() => dialog.getByTestId('payout-preview').innerText()).toBe('Choose Yes, No or Void to see what it pays.')
    expect(await dialog.getByRole('button', { name: 'Resolve', exact: true }).isDisabled()).toBe(true)
    await dialog.getByText('Yes', { exact: true }).click()
    await expect
      .poll(() => dialog.getByTestId('payout-preview').innerText())
      .toBe('Pays $10.00 to 1 trader ($1.00 for each YES contract).')
    await dialog.getByText('No', { exact: true }).click()
    await expect.poll(() => dialog.getByTestId('payout-preview').innerText()).toBe('No trader holds NO: nobody is paid.')
    await dialog.getByText('Yes', { exact: true }).click()
    await dialog.getByText('Pays $10.00 to 1 trader').waitFor()
    await dialog.getByRole('textbox', { name: 'Note for traders (optional)' }).fill('Announced on stage at 17:00.')
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-resolve-desktop.png` })
    await dialog.getByRole('button', { name: 'Resolve YES' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Resolved YES', { exact: true }).first().waitFor()
    await row.getByText('by Alex Admin').waitFor()
    expect(await row.getByRole('button').count()).toBe(0)

    // The market page says who resolved it, their note, and how it resolves.
    await row.getByRole('link', { name: title }).click()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    await page.getByText('Resolved by').waitFor()
    await page.getByText('Announced on stage at 17:00.').waitFor()
    await page.getByText('Resolves Yes if the judges name team Blue the winner on stage.').waitFor()
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-resolved-desktop.png`, fullPage: true })

    // The activity log says it too.
    await page.goto('/my-trades')
    await page.getByRole('tab', { name: 'Activity Log' }).click()
    await page.getByText(`Resolved YES: ${title}`).waitFor()
    await page.getByText(`Created market: ${title}`).waitFor()
  })

  it('on a phone: the event screen opens the form at once; an admin edits a market, then resolves it from its page', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await freezeSimulation(page)
    await signIn(page, 'admin', 'admin123')
    await page.goto('/admin/event')
    await page.getByRole('link', { name: 'New question for the room' }).click()
    await page.getByRole('heading', { name: 'New market' }).waitFor()
    await fillNewMarket(page, 'Will the demo run without a hitch?')
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-new-phone.png`, fullPage: true })
    await page.getByRole('button', { name: 'Create market' }).click()
    await page.getByText('Market created').waitFor()

    const row = page.getByRole('list', { name: 'Markets admins made' }).getByRole('listitem').first()
    await row.getByRole('button', { name: 'Edit: Will the demo run without a hitch?' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit market' })
    await edit.getByRole('textbox', { name: 'Question' }).fill('Will the live demo run without a hitch?')
    await edit.getByRole('textbox', { name: 'Description (optional)' }).fill('The sales demo on stage, start to finish.')
    await edit.getByRole('checkbox', { name: 'Featured on the home page' }).check()
    // Nobody traded yet: the chance can still change.
    await edit.getByRole('spinbutton', { name: 'Opening chance of Yes (%)' }).fill('40')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await edit.waitFor({ state: 'detached' })
    await page.getByText('Market updated').waitFor()
    const [made] = await apiOk<Market[]>(page, 'GET', '/api/admin/markets')
    expect(made).toMatchObject({
      title: 'Will the live demo run without a hitch?',
      description: 'The sales demo on stage, start to finish.',
      featured: true,
    })
    expect(Math.round(Number(made!.yesPrice))).toBe(40)

    await row.getByRole('link', { name: 'Will the live demo run without a hitch?' }).click()
    await page.getByRole('button', { name: 'Resolve this market' }).click()
    const dialog = page.getByRole('dialog', { name: 'Resolve “Will the live demo run without a hitch?”' })
    await dialog.getByText('Yes', { exact: true }).click()
    await dialog.getByText('No trader holds YES: nobody is paid.').waitFor()
    // The third choice, on a phone: nobody has money in the market yet, so a void refunds nobody.
    await dialog.getByText('Void', { exact: true }).click()
    await dialog.getByText('Nobody has money in this market: nobody is refunded.').waitFor()
    await dialog.getByRole('button', { name: 'Void market' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-void-dialog-phone.png` })
    await dialog.getByText('No', { exact: true }).click()
    await dialog.getByRole('button', { name: 'Resolve NO' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The toast says it at once; the page once its market is asked for again.
    await page.getByRole('button', { name: 'Resolve this market' }).waitFor({ state: 'detached' })
    await page.getByText('Resolved by').waitFor()
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-resolved-phone.png`, fullPage: true })
  })

  it('an admin voids a market from its page: the dialog says what it refunds, the trader gets it back, the lot reads REFUNDED', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    await signIn(page, 'admin', 'admin123')
    await seedFinished(page)
    const now = await page.evaluate(() => Date.now())
    const market = await apiOk<Market>(page, 'POST', '/api/admin/markets', {
      kind: 'binary',
      title: 'Will the outdoor final be played on Saturday?',
      categoryId: 'sports',
      closesAt: new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString(),
      rules: 'Resolves Yes if the final kicks off on Saturday.',
    })
    const cashBefore = (await apiOk<{ balance: string }>(page, 'GET', '/api/portfolio/admin-user')).balance
    await apiOk(page, 'POST', '/api/trades', { marketId: market.id, side: 'yes', quantity: 40, price: market.yesPrice })
    await page.goto(`/market/${market.id}`)
    await page.getByRole('button', { name: 'Resolve this market' }).click()
    const dialog = page.getByRole('dialog', { name: `Resolve “${market.title}”` })
    await dialog.getByText('Void', { exact: true }).click()
    await dialog
      .getByText(/^Refunds \$[\d.]+ to 1 trader \(what each put in, less what they took out\)\. Nobody wins\.$/)
      .waitFor()
    await dialog.getByRole('textbox', { name: 'Note for traders (optional)' }).fill('The final was called off: storm warning.')
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-void-dialog-desktop.png` })
    await dialog.getByRole('button', { name: 'Void market' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Resolve this market' }).waitFor({ state: 'detached' })
    await page.getByText(/was voided: nobody won/).waitFor()
    await page.getByText('The final was called off: storm warning.').waitFor()
    // The settlement toast says what happened to the admin's own position.
    await page
      .getByText(/^Your YES on “Will the outdoor final be played on Saturday\?” was refunded \$[\d.]+ \(the market was voided\)$/)
      .waitFor()
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-voided-desktop.png`, fullPage: true })
    // Back where the admin began, to the cent.
    expect((await apiOk<{ balance: string }>(page, 'GET', '/api/portfolio/admin-user')).balance).toBe(cashBefore)
    await page.goto('/my-trades')
    await page.getByRole('tab', { name: 'Trade History' }).click()
    await page.getByText('REFUNDED').first().waitFor()
    await page.screenshot({ path: `${ARTIFACTS}/market-admin-voided-trades-desktop.png`, fullPage: true })
    await page.goto('/admin/markets')
    await page.getByRole('list', { name: 'Markets admins made' }).getByText('Voided').waitFor()
  })
})
