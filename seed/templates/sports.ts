import { FOOTBALL_CLUBS, NATIONAL_TEAMS, US_TEAMS } from './entities'
import type { MarketTemplate } from './types'

export const sportsTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will the {x} make the playoffs this season?',
    description:
      'Resolves YES if the {x} qualify for the postseason of their league this season, which ends before {date}. Play-in losses count as NO.',
    entities: US_TEAMS,
    probability: [0.2, 0.9],
    horizonDays: [40, 240],
  },
  {
    title: 'Will the {x} win their next game?',
    description:
      'Resolves YES if the {x} win their next scheduled regular-season or playoff game, played before {date}. Postponed games roll to the rescheduled date; a tie resolves NO.',
    entities: US_TEAMS,
    probability: [0.3, 0.7],
    horizonDays: [0.15, 3],
  },
  {
    title: 'Will the {x} win the championship this season?',
    description: 'Resolves YES if the {x} win their league championship for the season ending before {date}.',
    entities: US_TEAMS,
    probability: [0.02, 0.2],
    horizonDays: [60, 300],
  },
  {
    title: 'Will the {x} win their game on {date}?',
    description:
      'Resolves YES if the {x} win the game scheduled for {date}. Resolves NO on a loss, tie or postponement beyond 48 hours.',
    entities: US_TEAMS,
    probability: [0.3, 0.72],
    horizonDays: [0.2, 20],
  },
  {
    title: 'Will {x} win their league match on {date}?',
    description:
      'Resolves YES if {x} win their domestic league match scheduled for {date} in regular time. A draw or loss resolves NO.',
    entities: FOOTBALL_CLUBS,
    probability: [0.3, 0.75],
    horizonDays: [0.2, 30],
  },
  {
    title: 'Will {x} finish in the top four of their league this season?',
    description:
      'Resolves YES if {x} finish the current domestic league season, ending before {date}, in the top four of the final table.',
    entities: FOOTBALL_CLUBS,
    probability: [0.1, 0.85],
    horizonDays: [60, 300],
  },
  {
    title: "Will {x} reach the quarterfinals of this season's European competition?",
    description:
      'Resolves YES if {x} reach the quarterfinals of the UEFA club competition they play in this season, concluding before {date}.',
    entities: FOOTBALL_CLUBS,
    probability: [0.1, 0.6],
    horizonDays: [40, 240],
  },
  {
    title: 'Will {x} win their next international match?',
    description:
      "Resolves YES if {x} win their next senior men's international match, played before {date}, in regular or extra time. Penalty shoot-outs count as a draw.",
    entities: NATIONAL_TEAMS,
    probability: [0.3, 0.75],
    horizonDays: [3, 90],
  },
  {
    title: 'Will {x} qualify for the next FIFA World Cup?',
    description: "Resolves YES if {x} secure a place at the next men's FIFA World Cup, with qualification settled before {date}.",
    entities: NATIONAL_TEAMS,
    probability: [0.45, 0.97],
    horizonDays: [60, 480],
  },
  {
    title: 'Will the {x} win more than {level} regular-season games?',
    description: 'Resolves YES if the {x} finish the current regular season, ending before {date}, with more wins than {level}.',
    entities: US_TEAMS,
    levels: ['a third of their', 'half of their', 'two thirds of their'],
    levelStep: 0.3,
    probability: [0.6, 0.9],
    horizonDays: [60, 240],
  },
  {
    title: 'Will {x} score three or more goals in their match on {date}?',
    description: 'Resolves YES if {x} score at least three goals in their official match scheduled for {date}, in regular time.',
    entities: FOOTBALL_CLUBS,
    probability: [0.1, 0.35],
    horizonDays: [0.3, 25],
  },
]
