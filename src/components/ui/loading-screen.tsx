export function LoadingScreen() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-muted">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-line border-t-brand-500" aria-hidden="true" />
        <span>Loading...</span>
      </div>
    </div>
  )
}
