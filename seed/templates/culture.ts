import { CITIES } from './entities'
import type { MarketTemplate } from './types'

/** Fictional titles and acts, so no real work or person is judged. */
const FILMS = [
  'The Last Orbit',
  'Midnight Harbor',
  'Paper Kingdoms',
  'Echoes of Nine',
  'The Glass Meridian',
  'Wild Frequencies',
  'Northbound',
  'A Quiet Engine',
  'Saltwater Saints',
  'The Long Signal',
  'Crimson Atlas',
  'Hollow Crown Rising',
  'Starlight Depot',
  'The Copper Garden',
  'Ninefold',
  'Velvet Storm',
  'The Orchard Line',
  'Blue Hour Heist',
  'Iron Lullaby',
  'The Map Room',
] as const
const SERIES = [
  'Harbor Lights',
  'The Understudy',
  'Signal & Noise',
  'Borrowed Time',
  'Cold Open',
  'The Vineyard',
  'Night Shift Diaries',
  'Parallel Lines',
  'The Archivists',
  'Small Hours',
  'Fault Lines',
  'Second City Blues',
  'The Lighthouse Keepers',
  'Open Water',
] as const
const ACTS = [
  'Neon Harbor',
  'The Silver Lanterns',
  'Velvet Comet',
  'Paper Tigers Club',
  'Moonlit Arcade',
  'Juniper Static',
  'The Northern Wires',
  'Glasshouse Choir',
  'Low Tide Radio',
  'Amber Satellites',
  'Golden Hour Youth',
  'The Lantern Society',
  'Echo Park Avenue',
  'Violet Parade',
] as const
const FESTIVALS = CITIES.map((city) => `${city} Summer Music Festival`)

export const cultureTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will "{x}" top the weekend box office on {date}?',
    description:
      'Resolves YES if "{x}" is the number one film at the US domestic box office for the weekend ending {date}, per Box Office Mojo weekend estimates.',
    entities: FILMS,
    probability: [0.1, 0.7],
    horizonDays: [2, 120],
  },
  {
    title: 'Will "{x}" gross more than {level} worldwide?',
    description: 'Resolves YES if "{x}" passes {level} in worldwide box office per Box Office Mojo on or before {date}.',
    entities: FILMS,
    levels: ['$250 million', '$500 million', '$1 billion'],
    levelStep: 0.25,
    probability: [0.4, 0.8],
    horizonDays: [60, 400],
  },
  {
    title: 'Will "{x}" be nominated for Best Picture at the next Oscars?',
    description: 'Resolves YES if "{x}" is among the Best Picture nominees announced by the Academy before {date}.',
    entities: FILMS,
    probability: [0.03, 0.35],
    horizonDays: [60, 420],
  },
  {
    title: 'Will "{x}" be renewed for another season by {date}?',
    description:
      'Resolves YES if the network or streaming service officially renews "{x}" for a further season on or before {date}.',
    entities: SERIES,
    probability: [0.3, 0.85],
    horizonDays: [20, 300],
  },
  {
    title: 'Will "{x}" pass {level} views in its first week?',
    description:
      'Resolves YES if the platform reports more than {level} views for the new season of "{x}" in its first seven days, with the figure published before {date}.',
    entities: SERIES,
    levels: ['5 million', '15 million', '30 million'],
    levelStep: 0.25,
    probability: [0.45, 0.8],
    horizonDays: [10, 200],
  },
  {
    title: "Will {x}'s next album debut at number one?",
    description:
      "Resolves YES if {x}'s next studio album debuts at number one on the Billboard 200, with the chart published before {date}; NO if it charts lower or is not released in time.",
    entities: ACTS,
    probability: [0.05, 0.45],
    horizonDays: [30, 360],
  },
  {
    title: 'Will {x} announce a world tour before {date}?',
    description: 'Resolves YES if {x} officially announces a tour with dates on at least three continents on or before {date}.',
    entities: ACTS,
    probability: [0.1, 0.5],
    horizonDays: [30, 300],
  },
  {
    title: 'Will the {x} sell out before {date}?',
    description:
      'Resolves YES if the organisers of the {x} announce that general-admission tickets for the next edition are sold out on or before {date}.',
    entities: FESTIVALS,
    probability: [0.2, 0.75],
    horizonDays: [10, 240],
  },
  {
    title: 'Will "{x}" win an award at a major film festival before {date}?',
    description:
      'Resolves YES if "{x}" wins any official competition award at Cannes, Venice, Berlin, Toronto or Sundance on or before {date}.',
    entities: FILMS,
    probability: [0.03, 0.25],
    horizonDays: [40, 400],
  },
]
