import { pick, randomBetween } from '../random'
import type { Rng } from '../random'

/**
 * Question templates for instant markets, one list per category. Each draws
 * its numbers from the random source and names the close time, so a title reads
 * like "Will BTC close above $97,500 at 15:00 UTC?". Everything is simulated:
 * the reference feeds named in the descriptions are the exchange's own.
 */
export interface InstantText {
  readonly title: string
  readonly description: string
}

type Template = (rng: Rng, at: string) => InstantText

const SETTLES = 'Settles a few minutes after the close, from the simulated reference feed.'

function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function level(rng: Rng, base: number, spread: number, step: number): number {
  return Math.round((base + (rng.next() * 2 - 1) * spread) / step) * step
}

const COINS = [
  { ticker: 'BTC', base: 95_000, spread: 8_000, step: 250 },
  { ticker: 'ETH', base: 3_400, spread: 400, step: 25 },
  { ticker: 'SOL', base: 190, spread: 30, step: 5 },
] as const

const CITIES = ['London', 'New York', 'Tokyo', 'Sydney', 'Paris', 'Chicago', 'Berlin', 'Toronto'] as const
const TEAMS = ['Harbor City', 'Northgate', 'Riverside', 'Westfield', 'Lakeshore', 'Eastport', 'Summit', 'Bayview'] as const
const SHOWS = ['Midnight Harbor', 'Glass Orchard', 'The Long Signal', 'Paper Comets'] as const
const PRODUCTS = ['Orbit X2', 'Pulse Fold', 'Nimbus Pro', 'Vertex One'] as const

function matchup(rng: Rng): [string, string] {
  const home = pick(rng, TEAMS)
  const away = pick(
    rng,
    TEAMS.filter((t) => t !== home),
  )
  return [home, away]
}

const TEMPLATES: Readonly<Record<string, readonly Template[]>> = {
  crypto: [
    (rng, at) => {
      const coin = pick(rng, COINS)
      const price = grouped(level(rng, coin.base, coin.spread, coin.step))
      return {
        title: `Will ${coin.ticker} close above $${price} at ${at} UTC?`,
        description: `Resolves YES if the simulated ${coin.ticker}/USD reference price is above $${price} at ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  economics: [
    (rng, at) => {
      const index = grouped(level(rng, 5_900, 120, 10))
      return {
        title: `Will the S&P 500 be above ${index} at ${at} UTC?`,
        description: `Resolves YES if the simulated S&P 500 index level is above ${index} at ${at} UTC. ${SETTLES}`,
      }
    },
    (rng, at) => {
      const rate = (level(rng, 10_850, 120, 5) / 10_000).toFixed(4)
      return {
        title: `Will EUR/USD trade above ${rate} at ${at} UTC?`,
        description: `Resolves YES if the simulated EUR/USD mid rate is above ${rate} at ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  sports: [
    (rng, at) => {
      const [home, away] = matchup(rng)
      return {
        title: `Will ${home} lead ${away} at ${at} UTC?`,
        description: `Resolves YES if ${home} is ahead on the simulated live score at ${at} UTC; a tie resolves NO. ${SETTLES}`,
      }
    },
    (rng, at) => {
      const [home, away] = matchup(rng)
      const goals = pick(rng, [1.5, 2.5, 3.5])
      return {
        title: `Will ${home} vs ${away} see over ${goals} goals by ${at} UTC?`,
        description: `Resolves YES if the simulated match has more than ${goals} total goals at ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  climate: [
    (rng, at) => {
      const city = pick(rng, CITIES)
      return {
        title: `Will it rain in ${city} before ${at} UTC?`,
        description: `Resolves YES if the simulated ${city} weather station records measurable rain before ${at} UTC. ${SETTLES}`,
      }
    },
    (rng, at) => {
      const city = pick(rng, CITIES)
      const degrees = randomBetween(rng, 8, 32)
      return {
        title: `Will ${city} reach ${degrees}°C by ${at} UTC?`,
        description: `Resolves YES if the simulated ${city} temperature reading reaches ${degrees}°C by ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  tech: [
    (rng, at) => {
      const product = pick(rng, PRODUCTS)
      const viewers = randomBetween(rng, 2, 9)
      return {
        title: `Will the ${product} launch stream pass ${viewers}M viewers by ${at} UTC?`,
        description: `Resolves YES if the simulated launch stream counter passes ${viewers} million viewers by ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  politics: [
    (rng, at) => {
      const approval = randomBetween(rng, 38, 52)
      return {
        title: `Will the approval tracker read above ${approval}% at ${at} UTC?`,
        description: `Resolves YES if the simulated daily approval tracker is above ${approval}% at ${at} UTC. ${SETTLES}`,
      }
    },
    (_rng, at) => ({
      title: `Will the budget vote pass before ${at} UTC?`,
      description: `Resolves YES if the simulated chamber records a passing budget vote before ${at} UTC. ${SETTLES}`,
    }),
  ],
  culture: [
    (rng, at) => {
      const show = pick(rng, SHOWS)
      return {
        title: `Will "${show}" top the streaming chart at ${at} UTC?`,
        description: `Resolves YES if "${show}" is number one on the simulated streaming chart at ${at} UTC. ${SETTLES}`,
      }
    },
  ],
  science: [
    (rng, at) => {
      const speed = level(rng, 480, 80, 10)
      return {
        title: `Will the solar wind exceed ${speed} km/s at ${at} UTC?`,
        description: `Resolves YES if the simulated solar wind speed reading exceeds ${speed} km/s at ${at} UTC. ${SETTLES}`,
      }
    },
  ],
}

export const INSTANT_CATEGORIES: readonly string[] = Object.keys(TEMPLATES)

/** "15:00" for a time in ms (UTC, so every viewer reads the same title). */
export function utcClock(ms: number): string {
  const date = new Date(ms)
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
}

export function instantText(rng: Rng, categoryId: string, closesAt: number): InstantText {
  const templates = TEMPLATES[categoryId]
  if (templates === undefined) throw new RangeError(`no instant templates for ${categoryId}`)
  return pick(rng, templates)(rng, utcClock(closesAt))
}
