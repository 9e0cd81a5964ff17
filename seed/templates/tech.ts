import { COMPANIES } from './entities'
import type { MarketTemplate } from './types'

const SERVICES = [
  'Gmail',
  'YouTube',
  'Instagram',
  'WhatsApp',
  'Slack',
  'Zoom',
  'GitHub',
  'Discord',
  'Reddit',
  'X',
  'Microsoft Teams',
  'Outlook',
  'iCloud',
  'PlayStation Network',
  'Xbox Live',
  'Steam',
  'Netflix',
  'Spotify',
  'Cloudflare',
  'Shopify',
] as const

export const techTemplates: readonly MarketTemplate[] = [
  {
    title: 'Will {x} unveil a new flagship product before {date}?',
    description:
      'Resolves YES if {x} officially announces a new flagship hardware or software product at an event or press release on or before {date}.',
    entities: COMPANIES,
    probability: [0.3, 0.85],
    horizonDays: [14, 300],
  },
  {
    title: 'Will {x} release a new generative AI model or feature before {date}?',
    description:
      'Resolves YES if {x} makes a new generative AI model or a major AI feature generally available to customers on or before {date}.',
    entities: COMPANIES,
    probability: [0.35, 0.9],
    horizonDays: [14, 240],
  },
  {
    title: 'Will {x} stock rise more than {level} in {month}?',
    description:
      "Resolves YES if {x}'s closing share price on the last trading day of {month} is more than {level} above its close on the last trading day of the prior month.",
    entities: COMPANIES,
    levels: ['5%', '10%', '20%'],
    levelStep: 0.1,
    probability: [0.2, 0.35],
    horizonDays: [5, 330],
  },
  {
    title: 'Will {x} complete an acquisition worth over $1 billion by {date}?',
    description:
      'Resolves YES if {x} closes the acquisition of a company or business for more than $1 billion on or before {date}.',
    entities: COMPANIES,
    probability: [0.05, 0.4],
    horizonDays: [60, 450],
  },
  {
    title: 'Will {x} have an outage of more than two hours before {date}?',
    description:
      'Resolves YES if {x} suffers a service-wide outage lasting more than two hours, acknowledged by its status page or official account, on or before {date}.',
    entities: SERVICES,
    probability: [0.1, 0.55],
    horizonDays: [14, 240],
  },
  {
    title: 'Will {x} report year-over-year revenue growth above {level} next quarter?',
    description:
      "Resolves YES if {x}'s next quarterly report, released before {date}, shows total revenue growth above {level} compared with the same quarter a year earlier.",
    entities: COMPANIES,
    levels: ['5%', '15%', '30%'],
    levelStep: 0.25,
    probability: [0.45, 0.8],
    horizonDays: [10, 110],
  },
  {
    title: 'Will {x} announce a new data-center investment of $5 billion or more by {date}?',
    description:
      'Resolves YES if {x} announces a single new data-center or AI-infrastructure investment of at least $5 billion on or before {date}.',
    entities: COMPANIES,
    probability: [0.05, 0.5],
    horizonDays: [30, 360],
  },
  {
    title: 'Will {x} launch a paid subscription tier before {date}?',
    description: 'Resolves YES if {x} introduces a new paid subscription plan, available to the public, on or before {date}.',
    entities: SERVICES,
    probability: [0.05, 0.4],
    horizonDays: [30, 400],
  },
]
