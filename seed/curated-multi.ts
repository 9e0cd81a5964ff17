import type { CategoryId } from './categories'

/**
 * Hand-written multi-answer markets (docs/product.md, "Multi-answer markets"): 2..20 mutually
 * exclusive answers with their chances at seed time (each list adds up to 1). Dates are relative
 * to the seed's now; `{year}` in a title is the close date's year.
 */
export interface CuratedMulti {
  readonly title: string
  readonly description: string
  readonly categoryId: CategoryId
  readonly closesInDays: number
  readonly answers: readonly (readonly [text: string, chance: number])[]
  readonly featured?: boolean
  readonly trending?: boolean
}

export const curatedMulti: readonly CuratedMulti[] = [
  {
    title: 'Which party wins the most seats at the next UK general election?',
    description: 'Resolves to the party that wins the most House of Commons seats at the next UK general election.',
    categoryId: 'politics',
    closesInDays: 540,
    answers: [
      ['Labour', 0.41],
      ['Reform UK', 0.33],
      ['Conservative', 0.2],
      ['Liberal Democrats', 0.04],
      ['Another party', 0.02],
    ],
    trending: true,
  },
  {
    title: 'Who will be the next Secretary-General of the United Nations?',
    description: 'Resolves to the person the General Assembly appoints as the next UN Secretary-General.',
    categoryId: 'politics',
    closesInDays: 400,
    answers: [
      ['Rebeca Grynspan', 0.34],
      ['Michelle Bachelet', 0.22],
      ['Rafael Grossi', 0.2],
      ['María Fernanda Espinosa', 0.09],
      ['Someone else', 0.15],
    ],
    trending: true,
  },
  {
    title: 'Which country wins the most medals at the next Summer Olympics?',
    description: 'Resolves to the country whose athletes win the most medals in total at the next Summer Olympic Games.',
    categoryId: 'sports',
    closesInDays: 500,
    answers: [
      ['United States', 0.68],
      ['China', 0.24],
      ['Great Britain', 0.04],
      ['Japan', 0.02],
      ['Another country', 0.02],
    ],
  },
  {
    title: 'Who wins the next FIFA World Cup?',
    description: 'Resolves to the national team that wins the final of the next FIFA World Cup.',
    categoryId: 'sports',
    closesInDays: 560,
    answers: [
      ['Spain', 0.17],
      ['France', 0.15],
      ['England', 0.12],
      ['Brazil', 0.11],
      ['Argentina', 0.1],
      ['Germany', 0.08],
      ['Portugal', 0.07],
      ['Netherlands', 0.05],
      ['Another team', 0.15],
    ],
    featured: true,
    trending: true,
  },
  {
    title: 'Which team wins the next Formula 1 Constructors’ Championship?',
    description: 'Resolves to the team that wins the next Formula 1 Constructors’ Championship.',
    categoryId: 'sports',
    closesInDays: 360,
    answers: [
      ['McLaren', 0.38],
      ['Mercedes', 0.24],
      ['Red Bull Racing', 0.16],
      ['Ferrari', 0.14],
      ['Another team', 0.08],
    ],
  },
  {
    title: 'Where will the Fed funds rate’s upper bound be after the next FOMC meeting?',
    description: 'Resolves to the upper bound of the target range announced at the end of the next FOMC meeting.',
    categoryId: 'economics',
    closesInDays: 45,
    answers: [
      ['Cut by 50 bp or more', 0.06],
      ['Cut by 25 bp', 0.52],
      ['No change', 0.4],
      ['Any hike', 0.02],
    ],
    trending: true,
  },
  {
    title: 'What will US CPI inflation (year on year) be in the next release?',
    description: 'Resolves to the band holding the year-on-year all-items CPI figure in the next BLS release.',
    categoryId: 'economics',
    closesInDays: 20,
    answers: [
      ['Below 2.5 %', 0.12],
      ['2.5 % to 2.9 %', 0.46],
      ['3.0 % to 3.4 %', 0.36],
      ['3.5 % or more', 0.06],
    ],
  },
  {
    title: 'Which company will be the world’s largest by market value at year end?',
    description: 'Resolves to the listed company with the largest market capitalisation at the last close of the year.',
    categoryId: 'economics',
    closesInDays: 120,
    answers: [
      ['Nvidia', 0.55],
      ['Microsoft', 0.2],
      ['Apple', 0.18],
      ['Alphabet', 0.05],
      ['Another company', 0.02],
    ],
  },
  {
    title: 'Which film wins Best Picture at the next Academy Awards?',
    description: 'Resolves to the film announced as Best Picture at the next Academy Awards ceremony.',
    categoryId: 'culture',
    closesInDays: 100,
    answers: [
      ['One Battle After Another', 0.42],
      ['Hamnet', 0.21],
      ['Sinners', 0.12],
      ['Marty Supreme', 0.08],
      ['Frankenstein', 0.05],
      ['Another film', 0.12],
    ],
    trending: true,
  },
  {
    title: 'Which song will be Spotify’s most-streamed of the year?',
    description: 'Resolves to the song at the top of Spotify’s global year-end most-streamed list.',
    categoryId: 'culture',
    closesInDays: 30,
    answers: [
      ['Die With A Smile', 0.46],
      ['APT.', 0.28],
      ['Birds of a Feather', 0.17],
      ['Another song', 0.09],
    ],
  },
  {
    title: 'Which country wins the next Eurovision Song Contest?',
    description: 'Resolves to the country whose entry wins the grand final of the next Eurovision Song Contest.',
    categoryId: 'culture',
    closesInDays: 170,
    answers: [
      ['Sweden', 0.2],
      ['Finland', 0.12],
      ['France', 0.11],
      ['Israel', 0.1],
      ['Italy', 0.09],
      ['Ukraine', 0.08],
      ['Another country', 0.3],
    ],
  },
  {
    title: 'Where will Bitcoin close at the end of the year?',
    description: 'Resolves to the band holding Bitcoin’s price in US dollars at 23:59 UTC on the last day of the year.',
    categoryId: 'crypto',
    closesInDays: 31,
    answers: [
      ['Below $80,000', 0.14],
      ['$80,000 to $100,000', 0.38],
      ['$100,000 to $120,000', 0.33],
      ['Above $120,000', 0.15],
    ],
    featured: true,
    trending: true,
  },
  {
    title: 'Which crypto asset will have the largest gain next quarter?',
    description:
      'Resolves to the asset among these with the largest percentage gain in US dollars over the next calendar quarter.',
    categoryId: 'crypto',
    closesInDays: 120,
    answers: [
      ['Bitcoin', 0.22],
      ['Ether', 0.26],
      ['Solana', 0.3],
      ['XRP', 0.22],
    ],
  },
  {
    title: 'How hot will next year be, as ranked by NASA?',
    description: 'Resolves to next year’s place in NASA’s ranking of the warmest years on record.',
    categoryId: 'climate',
    closesInDays: 420,
    answers: [
      ['The warmest on record', 0.31],
      ['Second warmest', 0.34],
      ['Third warmest', 0.2],
      ['Fourth or lower', 0.15],
    ],
  },
  {
    title: 'How many named storms will the next Atlantic hurricane season have?',
    description: 'Resolves to the band holding the number of named storms the NHC counts in the next Atlantic season.',
    categoryId: 'climate',
    closesInDays: 360,
    answers: [
      ['12 or fewer', 0.18],
      ['13 to 16', 0.37],
      ['17 to 20', 0.3],
      ['21 or more', 0.15],
    ],
  },
  {
    title: 'Which company will top the LMArena text leaderboard at year end?',
    description:
      'Resolves to the company whose model is ranked first on the LMArena text leaderboard on the last day of the year.',
    categoryId: 'tech',
    closesInDays: 31,
    answers: [
      ['Google', 0.48],
      ['OpenAI', 0.27],
      ['Anthropic', 0.13],
      ['xAI', 0.08],
      ['Another company', 0.04],
    ],
    trending: true,
  },
  {
    title: 'Which phone maker will ship the most smartphones next quarter?',
    description: 'Resolves to the vendor IDC reports as first by smartphone shipments worldwide for the next quarter.',
    categoryId: 'tech',
    closesInDays: 150,
    answers: [
      ['Samsung', 0.46],
      ['Apple', 0.42],
      ['Xiaomi', 0.1],
      ['Another maker', 0.02],
    ],
  },
  {
    title: 'Which country will launch the most orbital rockets next year?',
    description: 'Resolves to the country whose launchers make the most orbital launch attempts next calendar year.',
    categoryId: 'science',
    closesInDays: 400,
    answers: [
      ['United States', 0.78],
      ['China', 0.19],
      ['Russia', 0.02],
      ['Another country', 0.01],
    ],
  },
  {
    title: 'Which field will the next Nobel Prize in Physics be awarded for?',
    description: 'Resolves to the field the Nobel committee names in its citation for the next Physics prize.',
    categoryId: 'science',
    closesInDays: 310,
    answers: [
      ['Condensed matter', 0.3],
      ['Quantum information', 0.22],
      ['Astrophysics and cosmology', 0.2],
      ['Particle physics', 0.1],
      ['Optics and lasers', 0.1],
      ['Another field', 0.08],
    ],
  },
  {
    title: 'Who will win the next French presidential election?',
    description: 'Resolves to the candidate elected President of France at the next presidential election.',
    categoryId: 'politics',
    closesInDays: 520,
    answers: [
      ['Jordan Bardella', 0.36],
      ['Édouard Philippe', 0.22],
      ['Marine Le Pen', 0.1],
      ['Gabriel Attal', 0.08],
      ['Jean-Luc Mélenchon', 0.07],
      ['Someone else', 0.17],
    ],
  },
]
