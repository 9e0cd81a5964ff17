import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Insight, Market, MarketTrend, SentimentPoint, Trade } from '../src/api/contract'
import { summarizeSentiment } from '../src/features/insights/sentiment-summary'
import { formatCents, formatCount } from '../src/lib/format'
import { signIn, useBrowser } from './harness'
import { apiOk, freezeSimulation } from './trade-fixtures'

const { newPage } = useBrowser()

function insightCard(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Insights' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
}

/** The label a trend card must carry by the rule the tab prints, read from the card's own figures. */
function labelByPrintedRule(card: string): string {
  const move = Number(/24h move\s+([+−]?[\d.]+)¢/.exec(card)![1]!.replace('−', '-').replace('+', ''))
  const sentiment = Number(/Sentiment\s+(\d+)% YES/.exec(card)![1])
  return move >= 0.5 && sentiment > 50 ? 'Bullish' : move <= -0.5 && sentiment < 50 ? 'Bearish' : 'Neutral'
}

describe('AI market insights', () => {
  it('say they are model-generated, and change when prices move', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    await signIn(page)
    await page.getByRole('link', { name: 'Insights' }).first().click()
    await page.getByText('Model-generated from simulated data.').waitFor()
    await page.getByText('Below 60% confidence it makes no clear call.', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Climate', exact: true }).click()
    const [first] = await apiOk<Insight[]>(page, 'GET', '/api/insights?category=climate')
    const card = insightCard(page, first!.market)
    await card.waitFor()
    const before = await card.innerText()
    expect(before).toContain(first!.prediction)
    expect(before).toContain(`${first!.confidence}%`)
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/market/${first!.marketId}`)
    // A call's potential follows from the two prices the card prints: (target - now) / now.
    for (const insight of (await apiOk<Insight[]>(page, 'GET', '/api/insights?category=climate')).filter((i) => i.clearCall)) {
      const text = (await insightCard(page, insight.market).innerText()).replace(/\s+/g, ' ')
      const [, now, target, potential] = /(?:YES|NO) now (\d+)¢ Target (\d+)¢ Potential ([+-]?\d+\.\d)%/.exec(text) ?? []
      expect(now, text).toBeDefined()
      expect(Number(potential)).toBeCloseTo(Math.round(((Number(target) - Number(now)) / Number(now)) * 1000) / 10, 5)
    }
    // Under 60% confidence a card makes no call: no target and no potential (when the seed has such a market).
    const unclear = (await apiOk<Insight[]>(page, 'GET', '/api/insights?category=climate')).find((i) => !i.clearCall)
    if (unclear) {
      const text = await insightCard(page, unclear.market).innerText()
      expect(text).toContain('No clear call: confidence under 60%')
      expect(text).toMatch(/Target\s+—\s+Potential\s+—/)
    }

    // A big YES buy moves the price; the model reads the new price and the one-sided flow.
    const market = await apiOk<Market>(page, 'GET', `/api/markets/${first!.marketId}`)
    // The seeded month may have traded it in the last day already: one trade more than it had.
    const earlier = /of 24h buying on (?:YES|NO) \((\d+) trades?\)/.exec(before)
    const tradesBefore = earlier ? Number(earlier[1]) : 0
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: market.id, side: 'yes', quantity: 4_000, price: market.yesPrice })
    await page.getByRole('button', { name: 'Refresh' }).click()
    // At least one trade more: the buy, and any resting orders it filled on the way (each its own trade).
    // The day's flow may still lean NO: a resting NO bid the buy fills is that trader's NO buy.
    const tradesNow = async () =>
      Number(/\d+% of 24h buying on (?:YES|NO) \((\d+) trades?\)/.exec(await card.innerText())?.[1] ?? 0)
    await expect.poll(tradesNow).toBeGreaterThan(tradesBefore)
    const after = await card.innerText()
    expect(after).not.toBe(before)
    // What the model now says (which side it favours depends on the market's whole chart,
    // not on this trade alone) is what the card shows, with the predicted side's new price.
    const [updated] = (await apiOk<Insight[]>(page, 'GET', '/api/insights?category=climate')).filter(
      (i) => i.marketId === market.id,
    )
    expect(after).toContain(updated!.prediction)
    expect(after).toContain(`${updated!.side.toUpperCase()} now\n${formatCents(updated!.currentPrice)}`)
    const moved = await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)
    expect(Number(moved.yesPrice)).toBeGreaterThan(Number(market.yesPrice))
    expect(updated!.currentPrice).toBeCloseTo(Number(updated!.side === 'yes' ? moved.yesPrice : moved.noPrice), 0)

    // The other two views read the same trade flow.
    await page.getByRole('tab', { name: 'Market Trends' }).click()
    const trends = page.getByRole('list', { name: 'Market trends' }).getByRole('listitem')
    await expect.poll(() => trends.count()).toBe(8)
    const climate = trends.filter({ hasText: 'Climate' })
    // The seeded month traded the category in the last day too (how much each way depends on the
    // seed's day): the card shows the flow the API answers. It need not lean more YES after the big
    // buy: the resting NO bids the buy fills are NO buys of as many contracts.
    const climateTrend = (await apiOk<MarketTrend[]>(page, 'GET', '/api/insights/trends')).find((t) => t.category === 'climate')!
    await expect.poll(() => climate.innerText()).toContain(`${climateTrend.sentiment}% YES`)
    // Every label follows the rule printed above the cards, from the figures printed on the card.
    await page.getByText('Bullish when the 24h move of YES prices', { exact: false }).waitFor()
    for (const text of await trends.allInnerTexts()) expect(text).toContain(labelByPrintedRule(text))
    await page.getByRole('tab', { name: 'Sentiment Analysis' }).click()
    const cards = page.locator('section[aria-label="Sentiment summary"]')
    const summary = summarizeSentiment(await apiOk<SentimentPoint[]>(page, 'GET', '/api/insights/sentiment'))
    await expect
      .poll(() => cards.innerText())
      .toMatch(new RegExp(`Current Sentiment\\s+${Math.round(summary.current!.sentiment)}% YES`))
    expect(await cards.innerText()).toContain(
      `${formatCount(summary.trades)} ${summary.trades === 1 ? 'trade' : 'trades'} in ${summary.activeHours} ${summary.activeHours === 1 ? 'hour' : 'hours'}`,
    )
    expect(summary.trades).toBeGreaterThan(1)
  })
})
