/** The product mark: an isometric cube split into a light and a dark face, on the brand gradient. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span className="logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c6cff" />
            <stop offset="0.55" stopColor="#4f8dff" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-g)" />
        <path d="M16 6.5 25 11.5v9L16 25.5 7 20.5v-9z" fill="rgba(255,255,255,0.18)" />
        <path d="M16 6.5 25 11.5 16 16.5 7 11.5z" fill="#fff" />
        <path d="M16 16.5v9l9-5v-9z" fill="rgba(255,255,255,0.55)" />
      </svg>
      {withName && (
        <span style={{ fontWeight: 750, fontSize: 17, letterSpacing: '-0.01em' }}>
          Spatial<span style={{ color: 'var(--muted)', fontWeight: 600 }}> Studio</span>
        </span>
      )}
    </span>
  )
}
