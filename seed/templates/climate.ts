import { CITIES, COUNTRIES } from './entities'
import type { MarketTemplate } from './types'

const COASTS = [
  'Florida',
  'Texas',
  'Louisiana',
  'the Carolinas',
  'the Gulf Coast of Mexico',
  'Cuba',
  'Puerto Rico',
  'the Philippines',
  'Japan',
  'Taiwan',
  'southern China',
  'Vietnam',
  'Bangladesh',
  'Queensland',
  'Madagascar',
  'Mozambique',
] as const

export const climateTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will {x} record a temperature above {level} before {date}?',
    description:
      'Resolves YES if the official weather station for {x} records an air temperature above {level} on or before {date}, per the national meteorological service.',
    entities: CITIES,
    levels: ['35°C', '38°C', '41°C'],
    levelStep: 0.2,
    probability: [0.25, 0.6],
    horizonDays: [20, 300],
  },
  {
    title: 'Will {x} get more rain than its monthly average in {month}?',
    description:
      "Resolves YES if total precipitation at {x}'s official station in {month} exceeds the 1991–2020 average for that month.",
    entities: CITIES,
    probability: [0.3, 0.6],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} see measurable snowfall before {date}?',
    description:
      "Resolves YES if {x}'s official station reports at least 0.1 in (2.5 mm) of snowfall on any day on or before {date}.",
    entities: CITIES,
    probability: [0.03, 0.7],
    horizonDays: [20, 300],
  },
  {
    title: 'Will {x} bring forward its net-zero target year by {date}?',
    description:
      'Resolves YES if the government of {x} formally adopts a net-zero emissions target year earlier than its current one on or before {date}.',
    entities: COUNTRIES,
    probability: [0.03, 0.2],
    horizonDays: [90, 540],
  },
  {
    title: 'Will {x} issue an official heat-health warning before {date}?',
    description:
      'Resolves YES if public-health or weather authorities issue a heat warning or heat emergency covering {x} on or before {date}.',
    entities: CITIES,
    probability: [0.2, 0.85],
    horizonDays: [20, 300],
  },
  {
    title: "Will air quality in {x} reach 'unhealthy' levels before {date}?",
    description:
      'Resolves YES if the official air-quality index for {x} reaches the "unhealthy" band (US AQI 151+ or national equivalent) for at least one hour on or before {date}.',
    entities: CITIES,
    probability: [0.1, 0.8],
    horizonDays: [10, 240],
  },
  {
    title: "Will renewables supply more than {level} of {x}'s electricity in {month}?",
    description:
      "Resolves YES if wind, solar, hydro and other renewables generate more than {level} of {x}'s electricity in {month}, per the grid operator or Ember.",
    entities: COUNTRIES,
    levels: ['30%', '50%', '70%'],
    levelStep: 0.25,
    probability: [0.45, 0.8],
    horizonDays: [20, 330],
  },
  {
    title: 'Will a named storm make landfall in {x} before {date}?',
    description:
      'Resolves YES if a tropical storm or stronger, as named by the responsible warning centre, makes landfall in {x} on or before {date}.',
    entities: COASTS,
    probability: [0.1, 0.7],
    horizonDays: [20, 300],
  },
  {
    title: 'Will {x} ban the installation of new gas boilers by {date}?',
    description:
      'Resolves YES if {x} enacts a national rule prohibiting new fossil-gas boilers in new or existing buildings, taking effect or adopted on or before {date}.',
    entities: COUNTRIES,
    probability: [0.02, 0.18],
    horizonDays: [120, 540],
  },
]
