import { CITIES, COUNTRIES, US_STATES } from './entities'
import type { MarketTemplate } from './types'

export const politicsTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will {x} hold a national election before {date}?',
    description:
      'Resolves YES if {x} holds a nationwide parliamentary or presidential election with polling day on or before {date}. Local elections and referendums do not count.',
    entities: COUNTRIES,
    probability: [0.05, 0.45],
    horizonDays: [30, 540],
  },
  {
    title: "Will {x}'s governing party win the most seats at the next parliamentary election?",
    description:
      "Resolves YES if the party leading {x}'s government today wins a plurality of seats in the lower house at the next national election held before {date}; NO otherwise, including if no election is held.",
    entities: COUNTRIES,
    probability: [0.25, 0.7],
    horizonDays: [120, 540],
  },
  {
    title: "Will {x}'s parliament pass next year's budget before {date}?",
    description:
      "Resolves YES if {x}'s national legislature gives final approval to the budget for the coming fiscal year on or before {date}.",
    entities: COUNTRIES,
    probability: [0.45, 0.9],
    horizonDays: [20, 240],
  },
  {
    title: 'Will {x} enact a new state budget by {date}?',
    description:
      "Resolves YES if {x}'s governor signs the state's general appropriations act for the next fiscal year on or before {date}.",
    entities: US_STATES,
    probability: [0.5, 0.92],
    horizonDays: [15, 200],
  },
  {
    title: 'Will {x} legalize recreational cannabis by {date}?',
    description:
      'Resolves YES if a law or ballot measure legalizing adult recreational cannabis in {x} is enacted or certified on or before {date}.',
    entities: US_STATES,
    probability: [0.03, 0.3],
    horizonDays: [60, 540],
  },
  {
    title: 'Will {x} raise its state minimum wage by {date}?',
    description:
      'Resolves YES if {x} enacts an increase to its statewide minimum wage, other than an automatic inflation adjustment, on or before {date}.',
    entities: US_STATES,
    probability: [0.05, 0.4],
    horizonDays: [60, 480],
  },
  {
    title: 'Will the {x} legislature pass a housing-supply reform bill by {date}?',
    description:
      'Resolves YES if both chambers of the {x} legislature pass a bill easing zoning or permitting rules for new housing on or before {date}.',
    entities: US_STATES,
    probability: [0.1, 0.55],
    horizonDays: [45, 400],
  },
  {
    title: 'Will the incumbent mayor of {x} win the next mayoral election?',
    description:
      'Resolves YES if the person serving as mayor of {x} today stands for and wins the next mayoral election held before {date}; NO if they lose or do not stand.',
    entities: CITIES,
    probability: [0.2, 0.75],
    horizonDays: [90, 540],
  },
  {
    title: "Will turnout in {x}'s next national election exceed {level}?",
    description:
      "Resolves YES if official turnout in {x}'s next nationwide election, held before {date}, is above {level} of registered voters.",
    entities: COUNTRIES,
    levels: ['55%', '65%', '75%'],
    levelStep: 0.22,
    probability: [0.55, 0.85],
    horizonDays: [90, 540],
  },
  {
    title: 'Will {x} sign a new free-trade agreement by {date}?',
    description:
      'Resolves YES if {x} signs a new bilateral or multilateral free-trade agreement on or before {date}. Upgrades of existing agreements count if signed as a new treaty.',
    entities: COUNTRIES,
    probability: [0.05, 0.35],
    horizonDays: [60, 480],
  },
  {
    title: 'Will {x} approve a new public transit funding measure by {date}?',
    description:
      'Resolves YES if voters or the city council of {x} approve a new tax or bond dedicated to public transit on or before {date}.',
    entities: CITIES,
    probability: [0.1, 0.5],
    horizonDays: [30, 400],
  },
]
