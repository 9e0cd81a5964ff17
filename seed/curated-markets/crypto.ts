import type { CuratedMarket } from './types'

export const cryptoMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will Bitcoin trade above $150,000 on {date}?',
    description:
      'Resolves YES if the BTC/USD reference price on a major index (CoinDesk BPI) at 16:00 UTC on {date} is above $150,000.',
    closesInDays: 120,
    probability: 0.24,
    featured: true,
    trending: true,
  },
  {
    title: 'Will Ethereum outperform Bitcoin in {month}?',
    description:
      'Resolves YES if the ETH/USD percentage change from the first to the last day of the month, closing {date}, is larger than the BTC/USD change, using daily closes at 00:00 UTC.',
    closesInDays: 26,
    probability: 0.45,
    trending: true,
  },
  {
    title: 'Will a spot Solana ETF begin trading in the US by {date}?',
    description:
      'Resolves YES if an exchange-traded product holding spot SOL starts trading on a US national exchange on or before {date}.',
    closesInDays: 150,
    probability: 0.52,
  },
  {
    title: 'Will total stablecoin market cap exceed $300 billion by {date}?',
    description:
      'Resolves YES if the combined market capitalisation of USD stablecoins tracked by DefiLlama exceeds $300 billion on any day up to {date}.',
    closesInDays: 180,
    probability: 0.61,
  },
  {
    title: 'Will Bitcoin fall below $60,000 before {date}?',
    description: 'Resolves YES if BTC/USD trades below $60,000 on Coinbase at any time on or before {date}.',
    closesInDays: 90,
    probability: 0.11,
  },
  {
    title: "Will Ethereum's next major network upgrade go live on mainnet by {date}?",
    description:
      'Resolves YES if the next named Ethereum hard fork activates on mainnet on or before {date}, per the Ethereum Foundation blog.',
    closesInDays: 200,
    probability: 0.48,
  },
  {
    title: 'Will a G20 country adopt a national Bitcoin reserve by {date}?',
    description:
      'Resolves YES if the government or central bank of any G20 member officially establishes a strategic reserve holding Bitcoin on or before {date}.',
    closesInDays: 300,
    probability: 0.17,
  },
  {
    title: 'Will Bitcoin dominance be above 55% on {date}?',
    description:
      "Resolves YES if Bitcoin's share of total crypto market capitalisation on CoinGecko is above 55% at 00:00 UTC on {date}.",
    closesInDays: 60,
    probability: 0.58,
  },
  {
    title: 'Will a crypto exchange suffer a hack of more than $100M before {date}?',
    description:
      'Resolves YES if a centralized or decentralized exchange reports, or credible sources confirm, a single exploit or hack losing more than $100M on or before {date}.',
    closesInDays: 120,
    probability: 0.46,
  },
  {
    title: 'Will the US pass stablecoin legislation into law by {date}?',
    description:
      'Resolves YES if a federal law establishing a regulatory framework for payment stablecoins is signed on or before {date}.',
    closesInDays: 240,
    probability: 0.55,
  },
  {
    title: 'Will Ethereum gas fees average under 5 gwei for all of {month}?',
    description:
      'Resolves YES if the monthly average base fee on Ethereum mainnet, per Etherscan, is below 5 gwei for the month ending {date}.',
    closesInDays: 29,
    probability: 0.63,
  },
  {
    title: 'Will Solana trade above $300 before {date}?',
    description: 'Resolves YES if SOL/USD trades above $300 on Coinbase at any time on or before {date}.',
    closesInDays: 160,
    probability: 0.2,
  },
  {
    title: 'Will the next Bitcoin halving happen before {date}?',
    description: 'Resolves YES if Bitcoin block 1,050,000 is mined on or before {date}.',
    closesInDays: 540,
    probability: 0.06,
  },
  {
    title: 'Will a memecoin enter the top 5 by market cap before {date}?',
    description:
      'Resolves YES if a token generally described as a memecoin ranks in the top five on CoinGecko by market capitalisation on any day up to {date}. Stablecoins count toward the ranking.',
    closesInDays: 210,
    probability: 0.07,
  },
  {
    title: 'Will Bitcoin close this week higher than it opened?',
    description: 'Resolves YES if the BTC/USD weekly candle on Coinbase for the week ending {date} closes above its open.',
    closesInDays: 4,
    probability: 0.52,
    trending: true,
  },
  {
    title: 'Will DeFi total value locked exceed $150 billion by {date}?',
    description:
      'Resolves YES if total value locked across DeFi protocols tracked by DefiLlama is above $150 billion on any day up to {date}.',
    closesInDays: 190,
    probability: 0.33,
  },
  {
    title: 'Did Bitcoin close last month above its opening price?',
    description: 'Resolved NO: the monthly candle closed 4% below its open.',
    closesInDays: -15,
    probability: 0.09,
    resolution: 'no',
  },
]
