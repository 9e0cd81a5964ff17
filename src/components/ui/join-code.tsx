import { useEffect, useState } from 'react'
import { cn } from './cn'

/** Where a person in the room joins: this app's one-step join page, at the origin it is served from. */
export function joinUrl(): string {
  return `${window.location.origin}/join`
}

/**
 * `url` as a QR code (the qrcode library, as SVG), dark on a white tile in both themes so any
 * phone camera reads it.
 */
export function JoinCode({ url, className }: { url: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qr) =>
        qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } }),
      )
      .then((text) => current && setSvg(text))
      .catch(() => current && setSvg(null))
    return () => {
      current = false
    }
  }, [url])
  return (
    <div
      role="img"
      aria-label={`QR code: ${url}`}
      data-testid="join-qr"
      className={cn('aspect-square rounded-xl bg-white p-2 shadow-sm [&>svg]:h-full [&>svg]:w-full', className)}
      // The library's own SVG for our URL: no outside markup.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  )
}
