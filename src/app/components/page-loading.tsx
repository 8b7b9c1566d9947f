export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'var(--muted)' }}>
        <span className="spinner" aria-hidden="true" /> {label}
      </div>
    </div>
  )
}
