import { icon } from './icons'

/** Icons for the social and insights pages, in the style of icons.tsx (24px grid, stroke 2). */
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
  'CopyIcon',
)
export const RefreshIcon = icon(
  <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5" />,
  'RefreshIcon',
)
export const TrendingDownIcon = icon(<path d="m22 17-8.5-8.5-5 5L2 7M16 17h6v-6" />, 'TrendingDownIcon')
export const MinusIcon = icon(<path d="M5 12h14" />, 'MinusIcon')
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
  'InfoIcon',
)
