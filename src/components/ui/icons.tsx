import type { SVGProps } from 'react'

/**
 * Line icons (24px grid, stroke 2), drawn inline so they cost no requests. These are the ones
 * the shell and the first pages (home, landing, market) show, so they come with the first chunk;
 * the rest are in more-icons.tsx, with the code that uses them.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/** Makes a line icon from its SVG paths; every icon file in the app uses this one factory. */
export function icon(paths: React.ReactNode, displayName: string) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}

export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />, 'ArrowLeftIcon')
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
  'SunIcon',
)
export const MoonIcon = icon(<path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />, 'MoonIcon')
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon')
export const XIcon = icon(<path d="M18 6 6 18M6 6l12 12" />, 'XIcon')
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
  'SearchIcon',
)
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon')
export const ShieldIcon = icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />, 'ShieldIcon')
export const TrendingUpIcon = icon(<path d="m22 7-8.5 8.5-5-5L2 17M16 7h6v6" />, 'TrendingUpIcon')
export const ZapIcon = icon(<path d="M13 2 3 14h9l-1 8 10-12h-9l1-8Z" />, 'ZapIcon')
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </>,
  'UsersIcon',
)
export const SparklesIcon = icon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3ZM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9L19 15Z" />,
  'SparklesIcon',
)
export const DropletsIcon = icon(<path d="M12 2.7s-6 6.3-6 11a6 6 0 0 0 12 0c0-4.7-6-11-6-11Z" />, 'DropletsIcon')
export const BriefcaseIcon = icon(
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
  </>,
  'BriefcaseIcon',
)
export const BarChartIcon = icon(<path d="M3 3v18h18M8 17v-5M13 17V8M18 17v-9" />, 'BarChartIcon')
export const HomeIcon = icon(<path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2Z" />, 'HomeIcon')
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
)
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </>,
  'GlobeIcon',
)
export const AlertIcon = icon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  'AlertIcon',
)
export const StarIcon = icon(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" />, 'StarIcon')
