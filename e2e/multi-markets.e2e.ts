import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Market, Portfolio } from '../src/api/contract'
import { ARTIFACTS, PHONE, signIn, useBrowser } from './harness'
import { apiOk, buyAnswer, currentUser, freezeSimulation, seedFinished } from './trade-fixtures'

const { newPage } = useBrowser()

/** The answers list's chances as shown, in whole percent. */
async function shownChances(page: Page): Promise<number[]> {
  return (await page.getByTestId('answer-chance').allTextContents()).map((t) => Number(t.replace('%', '')))
}

/** The seeded multi-answer market with the most answers among the home grid's first page (featured ones are shown apart). */
async function multiOnHome(page: Page): Promise<Market> {
  expect((await apiOk<Market[]>(page, 'GET', '/api/markets?kind=multi&limit=100')).length).toBeGreaterThanOrEqual(20)
  const home = (await apiOk<Market[]>(page, 'GET', '/api/markets?limit=24')).filter((m) => m.kind === 'multi' && !m.featured)
  expect(home.length).toBeGreaterThan(0)
  return [...home].sort((a, b) => b.answers!.length - a.answers!.length)[0]!
}

describe('multi-answer markets', () => {
  for (const phone of [false, true]) {
    it(`${phone ? 'on a 390 px phone' : 'on a desktop'}: a card shows the leading answers; the page lists every answer; a Yes on one answer in the ticket moves every chance, the position card sells part of it, and the portfolio names the answer`, async () => {
      const page = await newPage(phone ? { viewport: PHONE, touch: true } : {})
      await freezeSimulation(page)
      await signIn(page)
      await seedFinished(page)
      const market = await multiOnHome(page)

      // Its card on the home screen: the leading answers and their chances, no Yes/No buttons.
      await page.goto('/')
      const card = page.locator(`article[data-market-id="${market.id}"]`).first()
      await card.getByTestId('card-answers').waitFor()
      expect(await card.getByTestId('quick-buy-yes').count()).toBe(0)
      if (!phone) await page.screenshot({ path: `${ARTIFACTS}/multi-card-desktop.png` })

      await page.goto(`/market/${market.id}`)
      await page.getByRole('heading', { name: market.title, level: 1 }).waitFor()
      const list = page.getByTestId('answers-list')
      await expect.poll(async () => (await shownChances(page)).length).toBe(market.answers!.length)
      // Whole percents of chances that add up to 100 %.
      const before = await shownChances(page)
      expect(Math.abs(before.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(market.answers!.length / 2)
      expect([...before].sort((a, b) => b - a)).toEqual(before)
      await page.getByTestId('answers-chart').waitFor()
      // How it works names answers, with the leader as its example (not a Yes/No question's words).
      const leader = (await list.locator('li').first().locator('p').first().textContent())!
      await page.getByText('Pick an answer.').waitFor()
      await page.getByText(new RegExp(`^${leader.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at \\d+¢ means`)).waitFor()
      expect(await page.getByText('Pick a side.').count()).toBe(0)
      await page.screenshot({ path: `${ARTIFACTS}/multi-page-${phone ? 'phone' : 'desktop'}.png`, fullPage: true })

      // Buy Yes on the third answer, in the one ticket, with the answer named.
      const row = list.locator('li').nth(2)
      const answerText = (await row.locator('p').first().textContent())!
      // (An answer's text may hold a regular expression's characters: "$80,000 to $100,000".)
      const literal = answerText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      await row.getByRole('button', { name: new RegExp(`^Yes \\d+¢: buy Yes on ${literal}$`) }).click()
      const ticket = page.getByTestId('trade-ticket')
      await expect.poll(() => ticket.getByTestId('ticket-answer').textContent()).toBe(answerText)
      // Market or Limit, as on a Yes/No market.
      expect(await ticket.getByRole('radio', { name: 'Limit' }).count()).toBe(1)
      const amount = ticket.getByRole('spinbutton').first()
      await amount.fill('200')
      await expect.poll(() => ticket.getByTestId('preview-cost').textContent()).toMatch(/^\$\d/)
      // What a contract pays on: the answer, not a bare YES.
      expect(await ticket.getByText(`if the answer is ${answerText}`, { exact: true }).count()).toBe(1)
      if (phone) await page.screenshot({ path: `${ARTIFACTS}/multi-ticket-phone.png` })
      await ticket.getByRole('button', { name: /Buy Yes/ }).click()
      await page.getByText('Trade Successful').first().waitFor()
      // The toast names the answer whole, even where the question is cut to fit (a phone).
      const named = page.getByRole('status').getByText(`· ${answerText}`)
      await named.waitFor()
      expect(await named.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

      // The answer rose, the others fell; they still add up to 100 %.
      const after = (await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)).answers!
      const was = market.answers!
      const bought = after.find((a) => a.text === answerText)!
      expect(Number(bought.yesPrice)).toBeGreaterThan(Number(was.find((a) => a.id === bought.id)!.yesPrice))
      for (const a of after.filter((x) => x.id !== bought.id)) {
        expect(Number(a.yesPrice)).toBeLessThan(Number(was.find((w) => w.id === a.id)!.yesPrice))
      }
      expect(after.reduce((sum, a) => sum + Number(a.yesPrice), 0)).toBeCloseTo(100, 0)

      // The market page's position card and the portfolio name the answer.
      await page.getByText(`on ${answerText}`).first().waitFor()
      const user = await currentUser(page)
      const portfolio = await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${user.id}`)
      expect(portfolio.positions.find((p) => p.marketId === market.id)).toMatchObject({
        side: 'yes',
        quantity: 200,
        market: { answer: { id: bought.id, text: answerText } },
      })
      // Sell from the position card: the ticket opens on that answer and side, selling.
      await page.getByRole('button', { name: `Sell: Yes on ${answerText}` }).click()
      await expect.poll(() => ticket.getByTestId('ticket-answer').textContent()).toBe(answerText)
      await ticket.getByRole('spinbutton').first().fill('50')
      await expect.poll(() => ticket.getByTestId('preview-proceeds').textContent()).toMatch(/^\$\d/)
      await ticket.getByRole('button', { name: /Sell Yes/ }).click()
      await page.getByText('Trade Successful').first().waitFor()
      await expect
        .poll(
          async () =>
            (await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${user.id}`)).positions.find((p) => p.marketId === market.id)
              ?.quantity,
        )
        .toBe(150)
      // A limit order on the answer: under its price it rests, "Your open orders" names the answer, and it cancels.
      if (phone) await page.getByRole('dialog').waitFor({ state: 'detached' })
      await row.getByRole('button', { name: new RegExp(`^Yes \\d+¢: buy Yes on ${literal}$`) }).click()
      await expect.poll(() => ticket.getByTestId('ticket-answer').textContent()).toBe(answerText)
      await ticket.getByRole('radio', { name: 'Limit' }).click()
      const yesNow = Number(
        (await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)).answers!.find((a) => a.id === bought.id)!.yesPrice,
      )
      const limit = Math.max(1, Math.floor(yesNow) - 3)
      await ticket.getByLabel('Limit price (¢)').fill(String(limit))
      await ticket.getByLabel('Quantity').fill('20')
      await expect.poll(() => ticket.getByTestId('order-fills').textContent()).toBe('none')
      if (phone) await page.screenshot({ path: `${ARTIFACTS}/multi-ticket-limit-phone.png` })
      await ticket.getByRole('button', { name: /Buy Order/ }).click()
      await page.getByText(`Placed limit order to buy 20 YES on ${answerText} at ${limit}¢.`).waitFor()
      const mine = page.getByTestId('my-orders')
      await mine.getByText(answerText, { exact: true }).waitFor()
      await mine.getByText(`Buy 20 YES at ${limit}¢`).waitFor()
      if (!phone) await page.screenshot({ path: `${ARTIFACTS}/multi-orders-desktop.png`, fullPage: true })
      await mine.getByRole('button', { name: `Cancel order: Buy 20 YES at ${limit}¢ on ${answerText}` }).click()
      await page.getByText(`Cancelled limit order to buy 20 YES on ${answerText} at ${limit}¢.`).waitFor()
      await mine.waitFor({ state: 'detached' })

      await page.goto('/portfolio')
      await page.getByText(`${market.title} · ${answerText}`).first().waitFor()
      if (phone) await page.screenshot({ path: `${ARTIFACTS}/multi-portfolio-phone.png`, fullPage: true })
      if (phone) return

      // The rows keep their places while the page is open: trades that reorder the chances (here
      // the last answer bought past the one above it, as another trader might) do not move the
      // Yes/No buttons under a finger. Opened again, the page lists them by chance.
      await page.goto(`/market/${market.id}`)
      const rows = async () => list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-answer-id')))
      await expect.poll(async () => (await rows()).length).toBe(market.answers!.length)
      const shown = await rows()
      const [aboveId, lastId] = shown.slice(-2) as [string, string]
      const price = async (id: string) =>
        Number((await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)).answers!.find((a) => a.id === id)!.yesPrice)
      const lastRow = list.locator(`li[data-answer-id="${lastId}"]`)
      const chanceBefore = await lastRow.getByTestId('answer-chance').textContent()
      for (let i = 0; i < 8 && (await price(lastId)) <= (await price(aboveId)); i++) {
        const now = (await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)).answers!.find((a) => a.id === lastId)!
        await buyAnswer(page, market, now, 100)
      }
      expect(await price(lastId)).toBeGreaterThan(await price(aboveId))
      await expect.poll(() => lastRow.getByTestId('answer-chance').textContent()).not.toBe(chanceBefore)
      expect(await rows()).toEqual(shown)
      await page.reload()
      await expect.poll(async () => (await rows()).indexOf(lastId)).toBeLessThan(shown.indexOf(aboveId) + 1)
    })
  }

  for (const phone of [false, true]) {
    const device = phone ? 'phone' : 'desktop'
    it(`${phone ? 'on a 390 px phone' : 'on a desktop'}: an admin makes one with the New market form (the card previews its answers), changes its answers before the first trade, and resolves it to an answer`, async () => {
      const page = await newPage(phone ? { viewport: PHONE, touch: true } : {})
      await freezeSimulation(page)
      await signIn(page, 'admin', 'admin123')
      await seedFinished(page)
      await page.goto('/admin')
      await page.getByRole('link', { name: 'Manage markets' }).click()
      await page.getByRole('button', { name: 'New market' }).click()
      await page.getByRole('radio', { name: 'Multiple answers' }).click()
      const title = 'Who wins the hackathon?'
      await page.getByRole('textbox', { name: 'Question' }).fill(title)
      await page.getByRole('textbox', { name: 'How it resolves' }).fill('Resolves to the team the judges name the winner.')
      const teams = ['Team Aurora', 'Team Bolt', 'Team Cedar', 'Team Delta']
      for (const [i, team] of teams.entries()) {
        if (i >= 3) {
          await page.getByRole('button', { name: 'Add answer' }).click()
          // The new answer's field has focus: type straight in.
          await expect
            .poll(() => page.getByRole('textbox', { name: `Answer ${i + 1}` }).evaluate((el) => el === document.activeElement))
            .toBe(true)
        }
        await page.getByRole('textbox', { name: `Answer ${i + 1}` }).fill(team)
      }
      const preview = page.getByRole('region', { name: 'Preview' })
      await preview.getByText('Team Aurora').waitFor()
      await preview.getByText('+1 more answer').waitFor()
      await page.screenshot({ path: `${ARTIFACTS}/multi-new-market-${device}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Create market' }).click()
      await page.getByText('Market created').waitFor()

      // Before the first trade its answers still change: one renamed, one removed.
      const list = page.getByRole('list', { name: 'Markets admins made' })
      await list.getByRole('button', { name: `Edit: ${title}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit market' })
      await edit.getByRole('textbox', { name: 'Answer 4' }).fill('Team Echo')
      await edit.getByRole('button', { name: 'Remove answer 3' }).click()
      await page.screenshot({ path: `${ARTIFACTS}/multi-edit-answers-${device}.png` })
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await edit.waitFor({ state: 'detached' })
      await page.getByText('Market updated').waitFor()
      const answersNow = ['Team Aurora', 'Team Bolt', 'Team Echo']

      const made = (await apiOk<Market[]>(page, 'GET', '/api/admin/markets')).find((m) => m.title === title)!
      expect(made).toMatchObject({ kind: 'multi', byAdmin: true })
      expect(made.answers!.map((a) => a.text)).toEqual(answersNow)
      for (const a of made.answers!) expect(Number(a.yesPrice)).toBeCloseTo(100 / 3, 1)
      const bolt = made.answers![1]!
      await buyAnswer(page, made, bolt, 10)

      if (phone) {
        // Twelve answers on a phone: the Resolve dialog shows every answer with its chance, and Void,
        // in one scrolling dialog (no box of its own that cuts the list at a row's edge).
        const big = await apiOk<Market>(page, 'POST', '/api/admin/markets', {
          kind: 'multi',
          title: 'Which city hosts the next meetup?',
          description: '',
          categoryId: made.categoryId,
          closesAt: made.closesAt,
          rules: 'Resolves to the city the organisers announce.',
          answers: Array.from({ length: 12 }, (_, i) => `City ${i + 1}`),
        })
        await page.goto(`/market/${big.id}`)
        await page.getByRole('button', { name: 'Resolve' }).first().click()
        const many = page.getByRole('dialog', { name: `Resolve “${big.title}”` })
        const choices = many.locator('fieldset label')
        await expect.poll(() => choices.count()).toBe(13)
        expect(
          await many
            .locator('fieldset')
            .evaluate((f) => [...f.querySelectorAll('*')].some((el) => el.scrollHeight > el.clientHeight + 1)),
        ).toBe(false)
        for (let i = 0; i < 12; i++) expect(await choices.nth(i).innerText()).toMatch(/^City \d+\n\d+% chance$/)
        const voiding = many.getByText('Void', { exact: true })
        await voiding.scrollIntoViewIfNeeded()
        await voiding.click()
        await many.getByRole('button', { name: 'Void market' }).waitFor()
        await page.screenshot({ path: `${ARTIFACTS}/multi-resolve-many-phone.png` })
        await many.getByRole('button', { name: 'Cancel' }).click()
        await many.waitFor({ state: 'detached' })
      }

      await page.goto(`/market/${made.id}`)
      await page.getByRole('button', { name: 'Resolve' }).first().click()
      const dialog = page.getByRole('dialog', { name: `Resolve “${title}”` })
      await dialog.getByText('Choose the answer that won, or Void, to see what it pays.').waitFor()
      await dialog.getByText('Team Bolt', { exact: true }).click()
      await expect
        .poll(() => dialog.getByTestId('payout-preview').innerText())
        .toBe('Pays $10.00 to 1 trader ($1.00 for each Yes on “Team Bolt” and each No on the other answers).')
      await page.screenshot({ path: `${ARTIFACTS}/multi-resolve-${device}.png` })
      await dialog.getByRole('button', { name: 'Resolve to this answer' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByText('Resolved: Team Bolt').first().waitFor()
      const row = page.getByTestId('answers-list').locator(`li[data-answer-id="${bolt.id}"]`)
      await row.getByText('Won', { exact: true }).waitFor()
      expect(await page.getByTestId('answers-list').getByText('Lost', { exact: true }).count()).toBe(answersNow.length - 1)
      // From the top: a full-page shot of a scrolled page draws the fixed header where the view was.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `${ARTIFACTS}/multi-resolved-${device}.png`, fullPage: true })
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    })
  }
})
