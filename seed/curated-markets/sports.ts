import type { CuratedMarket } from './types'

export const sportsMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will a team from the Western Conference win the next NBA Finals?',
    description: 'Resolves YES if the champion of the next NBA Finals, concluding before {date}, is a Western Conference team.',
    closesInDays: 210,
    probability: 0.54,
    featured: true,
    trending: true,
  },
  {
    title: 'Will an English club win the next UEFA Champions League final?',
    description:
      'Resolves YES if the winner of the next Champions League final, played before {date}, is a club from the English Premier League.',
    closesInDays: 180,
    probability: 0.38,
    trending: true,
  },
  {
    title: 'Will the Super Bowl be decided by 7 points or fewer?',
    description:
      'Resolves YES if the final margin of the next Super Bowl, played before {date}, is 7 points or fewer, overtime included.',
    closesInDays: 150,
    probability: 0.49,
  },
  {
    title: "Will the men's 100m world record be broken before {date}?",
    description: "Resolves YES if World Athletics ratifies a new men's 100m world record set on or before {date}.",
    closesInDays: 420,
    probability: 0.04,
  },
  {
    title: 'Will a debut Grand Slam champion win the next tennis major?',
    description:
      "Resolves YES if the winner of the next men's singles Grand Slam final, played before {date}, had never won a Grand Slam singles title before.",
    closesInDays: 70,
    probability: 0.23,
  },
  {
    title: 'Will the next Tour de France winner finish more than 3 minutes ahead?',
    description:
      'Resolves YES if the official winning margin in the general classification of the next Tour de France, ending before {date}, exceeds 3 minutes.',
    closesInDays: 260,
    probability: 0.45,
  },
  {
    title: 'Will any MLB pitcher throw a perfect game before {date}?',
    description:
      'Resolves YES if a perfect game is thrown in an official regular-season or postseason MLB game on or before {date}.',
    closesInDays: 200,
    probability: 0.12,
  },
  {
    title: 'Will the host nation reach the semifinals of the next FIFA World Cup?',
    description: "Resolves YES if any host nation of the next men's FIFA World Cup, ending before {date}, plays in a semifinal.",
    closesInDays: 530,
    probability: 0.14,
  },
  {
    title: 'Will the marathon world record fall at a major marathon before {date}?',
    description:
      "Resolves YES if a men's or women's marathon world record is set at a World Marathon Major on or before {date} and later ratified.",
    closesInDays: 240,
    probability: 0.17,
  },
  {
    title: 'Will the defending champion retain the Stanley Cup this season?',
    description:
      "Resolves YES if the team that won last season's Stanley Cup wins it again in the playoffs ending before {date}.",
    closesInDays: 230,
    probability: 0.11,
  },
  {
    title: 'Will a Formula 1 driver win 5 or more consecutive races this season?',
    description:
      'Resolves YES if any driver wins at least five consecutive Grands Prix in the current Formula 1 season, which ends before {date}.',
    closesInDays: 280,
    probability: 0.28,
  },
  {
    title: "Will the next Wimbledon women's final go to three sets?",
    description: "Resolves YES if the next Wimbledon ladies' singles final, played before {date}, lasts three sets.",
    closesInDays: 250,
    probability: 0.33,
  },
  {
    title: 'Will attendance at the next Olympic Games exceed 8 million tickets sold?',
    description:
      'Resolves YES if the organising committee reports more than 8 million tickets sold for the next Summer Olympic Games before {date}.',
    closesInDays: 540,
    probability: 0.36,
  },
  {
    title: "Will tonight's headline boxing bout end by knockout?",
    description:
      'Resolves YES if the main event scheduled for tonight ends by KO or TKO. Resolves NO on a decision, draw, disqualification or cancellation.',
    closesInDays: 0.3,
    probability: 0.42,
    trending: true,
  },
  {
    title: 'Will a goalkeeper score in a top-five European league match before {date}?',
    description:
      'Resolves YES if a goalkeeper scores a goal in an official Premier League, La Liga, Serie A, Bundesliga or Ligue 1 match on or before {date}.',
    closesInDays: 120,
    probability: 0.19,
  },
  {
    title: 'Will the next Ryder Cup be won by the European team?',
    description: 'Resolves YES if Team Europe wins or retains the next Ryder Cup, concluding before {date}.',
    closesInDays: 470,
    probability: 0.5,
  },
  {
    title: 'Did the home team win the season opener by double digits?',
    description: 'Resolved NO: the opener was decided by four points.',
    closesInDays: -3,
    probability: 0.07,
    resolution: 'no',
  },
  {
    title: 'Did the league expansion franchise reach the playoffs in its first season?',
    description: 'Resolved YES: the club clinched a wildcard spot on the final day of the regular season.',
    closesInDays: -27,
    probability: 0.93,
    resolution: 'yes',
  },
]
