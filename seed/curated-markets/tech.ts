import type { CuratedMarket } from './types'

export const techMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will a major AI lab release a new frontier model before {date}?',
    description:
      'Resolves YES if OpenAI, Google DeepMind, Anthropic or Meta publicly releases a new flagship large language model, generally available via API or app, on or before {date}.',
    closesInDays: 60,
    probability: 0.77,
    featured: true,
    trending: true,
  },
  {
    title: 'Will Apple announce a foldable iPhone before {date}?',
    description:
      'Resolves YES if Apple officially announces an iPhone with a foldable display at an event or press release on or before {date}.',
    closesInDays: 300,
    probability: 0.21,
  },
  {
    title: "Will Nvidia be the world's most valuable public company on {date}?",
    description:
      'Resolves YES if Nvidia has the largest market capitalisation of any listed company at the close of trading on {date}, per companiesmarketcap.com.',
    closesInDays: 45,
    probability: 0.56,
    trending: true,
  },
  {
    title: 'Will the EU fine a big tech company more than €1 billion under the DMA by {date}?',
    description:
      'Resolves YES if the European Commission imposes a single fine above €1 billion under the Digital Markets Act on or before {date}.',
    closesInDays: 240,
    probability: 0.28,
  },
  {
    title: 'Will a fully driverless robotaxi service launch in a new US city by {date}?',
    description:
      'Resolves YES if a company opens a public, paid robotaxi service with no safety driver in a US city where it did not operate before, on or before {date}.',
    closesInDays: 150,
    probability: 0.69,
  },
  {
    title: 'Will an AI system win a gold medal score at the International Math Olympiad this year?',
    description:
      "Resolves YES if an AI system is officially reported to achieve a gold-medal-level score on this year's IMO problems under competition conditions before {date}.",
    closesInDays: 220,
    probability: 0.62,
  },
  {
    title: 'Will a major social network reach 1 billion monthly users for a new app launched after 2022 before {date}?',
    description:
      'Resolves YES if any app first launched after 2022 officially reports 1 billion or more monthly active users on or before {date}.',
    closesInDays: 360,
    probability: 0.07,
  },
  {
    title: 'Will a 2nm chip ship in a consumer device before {date}?',
    description:
      'Resolves YES if a phone, laptop or tablet powered by a chip made on a 2nm-class process is available to buy on or before {date}.',
    closesInDays: 280,
    probability: 0.44,
  },
  {
    title: "Will a major cloud outage take a top-3 provider's region down for more than 12 hours before {date}?",
    description:
      'Resolves YES if AWS, Azure or Google Cloud reports an incident making a whole region unavailable for more than 12 consecutive hours on or before {date}.',
    closesInDays: 180,
    probability: 0.18,
  },
  {
    title: 'Will a tech IPO raise more than $5 billion in the US by {date}?',
    description:
      'Resolves YES if a technology company raises more than $5 billion in a single US initial public offering priced on or before {date}.',
    closesInDays: 270,
    probability: 0.24,
  },
  {
    title: 'Will the US ban a major foreign-owned social media app by {date}?',
    description:
      'Resolves YES if a US federal ban or forced removal from US app stores of a major foreign-owned social app takes effect on or before {date}.',
    closesInDays: 200,
    probability: 0.15,
  },
  {
    title: 'Will humanoid robots be sold to consumers in the US before {date}?',
    description:
      'Resolves YES if a general-purpose humanoid robot can be bought and delivered to US households on or before {date}.',
    closesInDays: 420,
    probability: 0.19,
  },
  {
    title: 'Will a quantum computer demonstrate more than 1,000 logical qubits by {date}?',
    description:
      'Resolves YES if a peer-reviewed paper or official announcement documents a system with more than 1,000 error-corrected logical qubits on or before {date}.',
    closesInDays: 520,
    probability: 0.03,
  },
  {
    title: 'Will the next flagship smartphone launch event be held this month?',
    description: 'Resolves YES if any of the three largest smartphone makers holds a flagship launch event on or before {date}.',
    closesInDays: 8,
    probability: 0.64,
    trending: true,
  },
  {
    title: 'Will an open-weights AI model top the main public chatbot leaderboard by {date}?',
    description:
      'Resolves YES if a model with openly downloadable weights ranks first overall on the LMArena text leaderboard on any day up to {date}.',
    closesInDays: 160,
    probability: 0.16,
  },
  {
    title: 'Will global smartphone shipments grow year over year this quarter?',
    description:
      "Resolves YES if IDC's preliminary estimate for the quarter ending {date} shows year-over-year growth in worldwide smartphone shipments.",
    closesInDays: 70,
    probability: 0.59,
  },
  {
    title: 'Did the browser vendor ship its redesigned tab bar in the stable release?',
    description: 'Resolved YES: the redesign shipped in the stable channel on schedule.',
    closesInDays: -4,
    probability: 0.9,
    resolution: 'yes',
  },
]
