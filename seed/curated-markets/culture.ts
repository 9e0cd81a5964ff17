import type { CuratedMarket } from './types'

export const cultureMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will the Best Picture winner at the next Oscars be a film that grossed under $50M domestically?',
    description:
      'Resolves YES if the Best Picture winner at the next Academy Awards, held before {date}, earned less than $50M at the US box office per Box Office Mojo on the ceremony date.',
    closesInDays: 160,
    probability: 0.58,
    trending: true,
  },
  {
    title: 'Will a sequel be the highest-grossing film worldwide this year?',
    description:
      'Resolves YES if the top film of the calendar year by worldwide gross on Box Office Mojo, checked on {date}, is a sequel or a follow-up in an existing franchise.',
    closesInDays: 310,
    probability: 0.66,
  },
  {
    title: 'Will a non-English-language song top the Billboard Hot 100 before {date}?',
    description:
      'Resolves YES if a song performed mainly in a language other than English reaches number one on the Billboard Hot 100 on a chart dated on or before {date}.',
    closesInDays: 200,
    probability: 0.14,
  },
  {
    title: 'Will the next big summer blockbuster open above $150M domestically?',
    description:
      "Resolves YES if the highest-grossing film of the summer season's opening weekend list earns more than $150M in its domestic three-day opening, with the season ending before {date}.",
    closesInDays: 230,
    probability: 0.44,
  },
  {
    title: 'Will a video game adaptation win a major Emmy award before {date}?',
    description:
      'Resolves YES if a series adapted from a video game wins any Primetime Emmy in a top acting, writing, directing or series category at a ceremony on or before {date}.',
    closesInDays: 280,
    probability: 0.21,
  },
  {
    title: 'Will the most-streamed album of the year be a debut album?',
    description:
      "Resolves YES if the most-streamed album of the calendar year on the largest music streaming service, per its year-end list published before {date}, is the artist's debut album.",
    closesInDays: 300,
    probability: 0.12,
  },
  {
    title: "Will a streaming-first film win the Palme d'Or at the next Cannes Film Festival?",
    description:
      "Resolves YES if the Palme d'Or at the next Cannes festival, ending before {date}, goes to a film whose first release is on a streaming service.",
    closesInDays: 250,
    probability: 0.06,
  },
  {
    title: 'Will Broadway report a season gross above $1.7 billion?',
    description:
      'Resolves YES if the Broadway League reports total season grosses above $1.7 billion for the season ending before {date}.',
    closesInDays: 240,
    probability: 0.47,
  },
  {
    title: 'Will an animated film cross $1 billion worldwide this year?',
    description:
      'Resolves YES if any animated feature released this calendar year passes $1 billion in worldwide box office per Box Office Mojo on or before {date}.',
    closesInDays: 290,
    probability: 0.39,
    trending: true,
  },
  {
    title: 'Will the next season finale of the top streaming drama draw more than 20 million viewers in its first week?',
    description:
      'Resolves YES if the service reports more than 20 million views for the finale in its first seven days, with the report published before {date}.',
    closesInDays: 140,
    probability: 0.31,
  },
  {
    title: 'Will a book by a debut author top the fiction bestseller list for 10 weeks before {date}?',
    description:
      'Resolves YES if a debut novel holds the number one spot on the New York Times hardcover fiction list for at least 10 weeks, not necessarily consecutive, by {date}.',
    closesInDays: 330,
    probability: 0.1,
  },
  {
    title: 'Will a K-pop act headline a major US music festival before {date}?',
    description:
      'Resolves YES if a K-pop group or soloist is billed as a headliner at Coachella, Lollapalooza or Governors Ball held on or before {date}.',
    closesInDays: 270,
    probability: 0.35,
  },
  {
    title: 'Will the Eurovision Song Contest be won by a song not in English?',
    description:
      'Resolves YES if the winning entry at the next Eurovision Song Contest, held before {date}, is performed mainly in a language other than English.',
    closesInDays: 220,
    probability: 0.42,
  },
  {
    title: 'Will a museum report over 10 million visitors this year?',
    description:
      'Resolves YES if any museum publishes official attendance above 10 million visitors for the current calendar year by {date}.',
    closesInDays: 380,
    probability: 0.23,
  },
  {
    title: 'Will the next Time Person of the Year be a group rather than an individual?',
    description:
      'Resolves YES if the next Time Person of the Year, announced before {date}, names a group, movement, idea or object rather than one individual.',
    closesInDays: 320,
    probability: 0.19,
  },
  {
    title: 'Will a streaming service announce a price increase in the US before {date}?',
    description:
      'Resolves YES if any of the five largest US video streaming services announces a higher monthly price for a US plan on or before {date}.',
    closesInDays: 90,
    probability: 0.81,
  },
  {
    title: "Did the festival's closing-night film premiere sell out in under an hour?",
    description: 'Resolved YES: all tickets sold within 40 minutes of release.',
    closesInDays: -12,
    probability: 0.95,
    resolution: 'yes',
  },
]
