import type { CuratedMarket } from './types'

export const politicsMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will the majority party keep control of the US Senate after the next midterm elections?',
    description:
      'Resolves YES if the party holding the Senate majority today still holds it when the new Congress is sworn in, per official results. Ties broken by the Vice President count as majority control.',
    closesInDays: 290,
    probability: 0.46,
    featured: true,
    trending: true,
  },
  {
    title: 'Will the US federal government shut down before {date}?',
    description:
      'Resolves YES if a lapse in appropriations causes a federal government shutdown that begins on or before {date}, as reported by the Office of Management and Budget.',
    closesInDays: 75,
    probability: 0.31,
    trending: true,
  },
  {
    title: 'Will Congress pass a comprehensive federal data-privacy law by {date}?',
    description:
      'Resolves YES if both chambers pass the same comprehensive consumer data-privacy bill by {date}. Sector-specific laws do not count.',
    closesInDays: 240,
    probability: 0.09,
  },
  {
    title: 'Will the UK hold a general election before {date}?',
    description:
      'Resolves YES if polling day for a UK general election falls on or before {date}. By-elections and local elections do not count.',
    closesInDays: 400,
    probability: 0.07,
  },
  {
    title: 'Will voter turnout exceed 50% in the next US midterm elections?',
    description:
      'Resolves YES if turnout of the voting-eligible population exceeds 50% according to the US Elections Project once results are certified.',
    closesInDays: 300,
    probability: 0.41,
  },
  {
    title: 'Will the EU adopt a new sanctions package against Russia by {date}?',
    description:
      'Resolves YES if the Council of the European Union formally adopts a new numbered sanctions package on or before {date}.',
    closesInDays: 60,
    probability: 0.72,
    trending: true,
  },
  {
    title: 'Will the debt ceiling be raised or suspended before {date}?',
    description:
      'Resolves YES if legislation raising or suspending the US statutory debt limit is signed into law on or before {date}.',
    closesInDays: 150,
    probability: 0.58,
  },
  {
    title: "Will France's government survive its next no-confidence vote?",
    description:
      'Resolves YES if the next no-confidence motion voted on in the National Assembly before {date} fails. Resolves NO if it passes; resolves YES if no motion is voted on.',
    closesInDays: 120,
    probability: 0.64,
  },
  {
    title: 'Will the Senate confirm a new Federal Reserve governor by {date}?',
    description:
      'Resolves YES if the US Senate votes to confirm any nominee to the Federal Reserve Board of Governors on or before {date}.',
    closesInDays: 110,
    probability: 0.38,
  },
  {
    title: "Will Japan's ruling coalition keep its lower-house majority at the next general election?",
    description:
      'Resolves YES if the governing coalition wins a majority of seats in the House of Representatives at the next general election held before {date}; resolves NO if it loses it or no election is held.',
    closesInDays: 500,
    probability: 0.55,
  },
  {
    title: 'Will any US state lower its voting age to 16 for state elections by {date}?',
    description:
      'Resolves YES if any US state enacts a law or constitutional amendment letting 16-year-olds vote in state elections on or before {date}.',
    closesInDays: 360,
    probability: 0.04,
  },
  {
    title: "Will Germany's parliament pass next year's federal budget before {date}?",
    description: 'Resolves YES if the Bundestag passes the federal budget for the coming fiscal year on or before {date}.',
    closesInDays: 95,
    probability: 0.67,
  },
  {
    title: 'Will NATO announce a new member state at its next summit?',
    description:
      'Resolves YES if the official declaration of the next NATO summit, held before {date}, invites or admits a new member state.',
    closesInDays: 220,
    probability: 0.08,
  },
  {
    title: 'Will the House pass a bipartisan border security bill by {date}?',
    description:
      'Resolves YES if the US House of Representatives passes a border security bill with at least 20 votes from each major party on or before {date}.',
    closesInDays: 130,
    probability: 0.22,
  },
  {
    title: 'Will the presidential approval rating be above 45% on {date}?',
    description:
      "Resolves YES if the US president's approval rating in the FiveThirtyEight-style polling average published for {date} is above 45.0%.",
    closesInDays: 45,
    probability: 0.27,
    trending: true,
  },
  {
    title: 'Will a national referendum on electoral reform be held in any G7 country in {year}?',
    description:
      'Resolves YES if any G7 country holds a nationwide referendum on how its national legislature is elected by {date}.',
    closesInDays: 330,
    probability: 0.05,
  },
  {
    title: 'Did the city council approve the new downtown transit levy?',
    description: 'Resolved YES: the council approved the levy in its final reading before the deadline.',
    closesInDays: -6,
    probability: 0.88,
    resolution: 'yes',
  },
  {
    title: 'Did the governor sign the statewide rent-stabilization bill?',
    description: 'Resolved NO: the bill was vetoed before the deadline.',
    closesInDays: -19,
    probability: 0.12,
    resolution: 'no',
  },
]
