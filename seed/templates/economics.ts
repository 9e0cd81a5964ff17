import { CITIES, COMPANIES, COUNTRIES } from './entities'
import type { MarketTemplate } from './types'

const COMMODITIES = [
  'gold',
  'silver',
  'copper',
  'crude oil',
  'natural gas',
  'wheat',
  'corn',
  'coffee',
  'cocoa',
  'sugar',
  'lithium',
  'platinum',
] as const

export const economicsTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will {x} report annual inflation below {level} in its next release?',
    description:
      "Resolves YES if the headline consumer-price inflation rate in {x}'s next official monthly release, published before {date}, is below {level}.",
    entities: COUNTRIES,
    levels: ['2%', '3%', '4%'],
    levelStep: -0.2,
    probability: [0.15, 0.45],
    horizonDays: [5, 35],
  },
  {
    title: "Will {x}'s central bank cut interest rates before {date}?",
    description:
      'Resolves YES if the central bank responsible for {x} lowers its main policy rate at any decision announced on or before {date}.',
    entities: COUNTRIES,
    probability: [0.1, 0.7],
    horizonDays: [20, 270],
  },
  {
    title: 'Will {x} report positive GDP growth for the quarter ending {month}?',
    description:
      "Resolves YES if the first official estimate of {x}'s quarter-on-quarter real GDP growth for the quarter ending {month} is above zero. The market closes {date}, when trading stops; it resolves on the first estimate.",
    entities: COUNTRIES,
    probability: [0.55, 0.9],
    horizonDays: [30, 300],
  },
  {
    title: 'Will {x} shares close higher on {date} than today?',
    description:
      "Resolves YES if {x}'s primary-listing closing share price on {date} is above its closing price on the day this market opened.",
    entities: COMPANIES,
    probability: [0.45, 0.6],
    horizonDays: [1, 120],
  },
  {
    title: 'Will {x} beat analyst earnings estimates in its next quarterly report?',
    description:
      "Resolves YES if {x}'s next reported adjusted earnings per share, released before {date}, exceeds the consensus estimate compiled by a major data provider.",
    entities: COMPANIES,
    probability: [0.55, 0.8],
    horizonDays: [10, 100],
  },
  {
    title: 'Will the price of {x} rise in {month}?',
    description:
      'Resolves YES if the front-month futures settlement price of {x} on the last trading day of {month} is above its settlement on the last trading day of the prior month.',
    entities: COMMODITIES,
    probability: [0.4, 0.6],
    horizonDays: [5, 330],
  },
  {
    title: 'Will the unemployment rate in {x} be above {level} in the next report?',
    description: "Resolves YES if {x}'s next official headline unemployment rate, published before {date}, is above {level}.",
    entities: COUNTRIES,
    levels: ['4%', '6%', '8%'],
    levelStep: -0.25,
    probability: [0.45, 0.8],
    horizonDays: [5, 40],
  },
  {
    title: 'Will home prices in {x} rise year over year in the next report?',
    description:
      'Resolves YES if the next published benchmark home-price index for {x}, released before {date}, shows a higher level than a year earlier.',
    entities: CITIES,
    probability: [0.35, 0.8],
    horizonDays: [10, 60],
  },
  {
    title: "Will {x}'s currency strengthen against the US dollar in {month}?",
    description:
      "Resolves YES if {x}'s currency is worth more US dollars at the last fixing of {month} than at the last fixing of the prior month, per central bank reference rates.",
    entities: COUNTRIES,
    probability: [0.4, 0.6],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} announce a share buyback of at least $10 billion by {date}?',
    description: 'Resolves YES if {x} announces a new share repurchase authorisation of $10 billion or more on or before {date}.',
    entities: COMPANIES,
    probability: [0.05, 0.4],
    horizonDays: [30, 360],
  },
]
