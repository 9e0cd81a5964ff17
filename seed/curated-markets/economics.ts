import type { CuratedMarket } from './types'

export const economicsMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will the Fed cut interest rates at its next meeting?',
    description:
      'Resolves YES if the Federal Open Market Committee lowers the target range for the federal funds rate at its next scheduled meeting, ending before {date}.',
    closesInDays: 24,
    probability: 0.63,
    featured: true,
    trending: true,
  },
  {
    title: 'Will US CPI inflation be below 3.0% year over year in the next report?',
    description:
      'Resolves YES if the headline CPI-U 12-month change in the next BLS release, published before {date}, is below 3.0%.',
    closesInDays: 16,
    probability: 0.57,
    trending: true,
  },
  {
    title: 'Will the US unemployment rate reach 4.5% or higher by {date}?',
    description:
      'Resolves YES if any monthly BLS employment report published on or before {date} shows a headline unemployment rate of 4.5% or higher.',
    closesInDays: 180,
    probability: 0.26,
  },
  {
    title: 'Will the US enter a recession by {date}?',
    description:
      'Resolves YES if the NBER announces, on or before {date}, a business-cycle peak dated on or before {date}, or US real GDP falls for two consecutive quarters by then.',
    closesInDays: 365,
    probability: 0.24,
    trending: true,
  },
  {
    title: 'Will the ECB cut its deposit rate before {date}?',
    description:
      'Resolves YES if the European Central Bank lowers its deposit facility rate at any meeting concluding on or before {date}.',
    closesInDays: 90,
    probability: 0.48,
  },
  {
    title: 'Will the S&P 500 close at an all-time high in {month}?',
    description: 'Resolves YES if the S&P 500 index posts a record closing level on any trading day up to and including {date}.',
    closesInDays: 28,
    probability: 0.61,
  },
  {
    title: 'Will US Q3 GDP growth exceed 2% annualized in the advance estimate?',
    description:
      'Resolves YES if the BEA advance estimate of real GDP growth for the quarter, released before {date}, is above 2.0% at an annual rate.',
    closesInDays: 85,
    probability: 0.52,
  },
  {
    title: 'Will the 10-year Treasury yield be above 4.5% on {date}?',
    description:
      'Resolves YES if the 10-year Treasury constant-maturity yield published by the US Treasury for {date} is above 4.50%.',
    closesInDays: 60,
    probability: 0.34,
  },
  {
    title: 'Will the Bank of Japan raise interest rates before {date}?',
    description: 'Resolves YES if the Bank of Japan raises its short-term policy rate at any meeting ending on or before {date}.',
    closesInDays: 140,
    probability: 0.44,
  },
  {
    title: 'Will the average US 30-year mortgage rate fall below 6% by {date}?',
    description:
      "Resolves YES if Freddie Mac's weekly Primary Mortgage Market Survey reports a 30-year fixed average below 6.00% on or before {date}.",
    closesInDays: 200,
    probability: 0.29,
  },
  {
    title: 'Will gold trade above $3,000 an ounce on {date}?',
    description: 'Resolves YES if the LBMA gold afternoon price on {date} is above $3,000 per troy ounce.',
    closesInDays: 100,
    probability: 0.71,
  },
  {
    title: 'Will Brent crude close above $90 a barrel before {date}?',
    description:
      'Resolves YES if the front-month Brent crude futures contract settles above $90.00 on any trading day on or before {date}.',
    closesInDays: 120,
    probability: 0.18,
  },
  {
    title: 'Will the monthly jobs report show more than 200,000 new payrolls?',
    description:
      'Resolves YES if the initial nonfarm payrolls figure in the next BLS Employment Situation report, released before {date}, exceeds 200,000.',
    closesInDays: 9,
    probability: 0.35,
  },
  {
    title: 'Will the euro trade above $1.15 on {date}?',
    description: 'Resolves YES if the ECB euro reference rate against the US dollar published for {date} is above 1.1500.',
    closesInDays: 75,
    probability: 0.4,
  },
  {
    title: 'Will US retail sales rise month over month in the next report?',
    description:
      'Resolves YES if the advance monthly retail sales figure released by the Census Bureau before {date} shows a positive month-over-month change.',
    closesInDays: 12,
    probability: 0.62,
  },
  {
    title: 'Will the US federal minimum wage be raised by {date}?',
    description: 'Resolves YES if a law raising the federal minimum wage above $7.25 an hour is signed on or before {date}.',
    closesInDays: 450,
    probability: 0.05,
  },
  {
    title: 'Did the central bank hold rates at its last meeting?',
    description: 'Resolved YES: the policy rate was left unchanged at the meeting.',
    closesInDays: -9,
    probability: 0.91,
    resolution: 'yes',
  },
]
