import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { SearchIcon, XIcon } from '../../components/ui/icons'
import { cn } from '../../components/ui/cn'

/** Searches markets (title, description, category): the home list shows the results. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate()
  const q = useSearch({ strict: false, select: (s: { q?: string }) => s.q ?? '' })
  const [text, setText] = useState(q)
  const [shownQ, setShownQ] = useState(q)
  // The URL changed (back button, a filter link): show its text.
  if (q !== shownQ) {
    setShownQ(q)
    setText(q)
  }

  // Debounced: the list follows the typing without a call per keystroke.
  useEffect(() => {
    if (text === q) return
    const timer = setTimeout(() => {
      void navigate({ to: '/', search: text.trim() ? { q: text } : {}, replace: true })
    }, 250)
    return () => clearTimeout(timer)
  }, [text, q, navigate])

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault()
        void navigate({ to: '/', search: text.trim() ? { q: text } : {} })
      }}
    >
      <SearchIcon size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search markets..."
        aria-label="Search markets"
        maxLength={100}
        className="h-10 w-full rounded-full border border-line bg-surface-2 pl-9 pr-9 text-sm text-fg placeholder:text-muted focus:border-brand-500 focus:bg-surface focus:outline-none focus:ring-2 focus:ring-brand-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-fg"
        >
          <XIcon size={14} />
        </button>
      )}
    </form>
  )
}
