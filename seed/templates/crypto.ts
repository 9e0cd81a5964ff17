import { TOKENS } from './entities'
import type { MarketTemplate } from './types'

const ALTCOINS = TOKENS.filter((token) => token !== 'Bitcoin')

export const cryptoTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will {x} gain more than {level} in {month}?',
    description:
      'Resolves YES if the {x}/USD price at 00:00 UTC after the last day of {month} is more than {level} above its price at 00:00 UTC on the first day of {month}, per CoinGecko.',
    entities: TOKENS,
    levels: ['5%', '15%', '30%'],
    levelStep: 0.12,
    probability: [0.22, 0.4],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} fall more than {level} in {month}?',
    description:
      'Resolves YES if the {x}/USD price at the end of {month} is more than {level} below its price at the start of {month}, per CoinGecko daily closes.',
    entities: TOKENS,
    levels: ['10%', '25%'],
    levelStep: 0.12,
    probability: [0.15, 0.3],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} outperform Bitcoin in {month}?',
    description:
      'Resolves YES if the {x}/USD percentage change over {month} is larger than the BTC/USD change, using CoinGecko daily closes.',
    entities: ALTCOINS,
    probability: [0.3, 0.55],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} be in the top 10 by market cap on {date}?',
    description:
      'Resolves YES if {x} ranks in the top 10 cryptocurrencies by market capitalisation on CoinGecko at 00:00 UTC on {date}.',
    entities: ALTCOINS,
    probability: [0.05, 0.9],
    horizonDays: [7, 400],
  },
  {
    title: 'Will {x} reach a new all-time high before {date}?',
    description: 'Resolves YES if {x}/USD sets a new all-time high price on CoinGecko on or before {date}.',
    entities: TOKENS,
    probability: [0.05, 0.45],
    horizonDays: [20, 450],
  },
  {
    title: 'Will a spot {x} ETF begin trading in the US by {date}?',
    description:
      'Resolves YES if an exchange-traded product holding spot {x} starts trading on a US national securities exchange on or before {date}.',
    entities: ALTCOINS,
    probability: [0.03, 0.5],
    horizonDays: [60, 500],
  },
  {
    title: 'Will {x} close this week above where it opened?',
    description:
      "Resolves YES if {x}/USD's weekly close for the week ending {date} is above that week's open, per Coinbase or CoinGecko weekly candles.",
    entities: TOKENS,
    probability: [0.42, 0.58],
    horizonDays: [0.5, 6],
  },
  {
    title: "Will {x}'s network see higher average daily transactions in {month} than the month before?",
    description:
      "Resolves YES if the average daily transaction count on {x}'s main network for {month}, per a major block explorer, exceeds the prior month's average.",
    entities: TOKENS,
    probability: [0.35, 0.65],
    horizonDays: [5, 330],
  },
]
