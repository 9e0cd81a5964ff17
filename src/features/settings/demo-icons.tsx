import { icon } from '../../components/ui/icons'

/** Icons only the demo controls use, drawn like src/components/ui/icons.tsx (24px grid, stroke 2). */
export const PresentationIcon = icon(
  <>
    <path d="M2 3h20M4 3v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V3M12 16v5M8 21h8" />
    <path d="m10 7 4 2.5-4 2.5Z" />
  </>,
  'PresentationIcon',
)
export const FastForwardIcon = icon(<path d="m13 19 9-7-9-7v14ZM2 19l9-7-9-7v14Z" />, 'FastForwardIcon')
export const SignalIcon = icon(<path d="M2 20h.01M7 20v-4M12 20v-8M17 20V8M22 4v16" />, 'SignalIcon')
export const RotateIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />, 'RotateIcon')
