import type { AnalyticsReport } from '@shared/api/analytics'

const SIZE = 240

/**
 * The heatmap: a top-down map of the published scene (x to the right, z downwards, as seen from
 * above), one disc per tapped object at its world position, larger and hotter with more taps.
 */
export function TapMap({ taps }: { taps: AnalyticsReport['taps'] }) {
  const placed = taps.filter((t): t is typeof t & { x: number; z: number } => t.x !== null && t.z !== null)
  if (!placed.length) return null
  const xs = placed.map((t) => t.x), zs = placed.map((t) => t.z)
  const span = Math.max(2, Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs)) * 1.3
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2, cz = (Math.max(...zs) + Math.min(...zs)) / 2
  const px = (v: number, c: number) => SIZE / 2 + ((v - c) / span) * SIZE
  const max = Math.max(...placed.map((t) => t.count))
  return (
    <figure className="tap-map-figure">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="tap-map" role="img" aria-label="Top-down map of the scene with tapped objects">
        <rect width={SIZE} height={SIZE} className="tap-map-floor" />
        <line x1={SIZE / 2} x2={SIZE / 2} y1={0} y2={SIZE} className="tap-map-axis" />
        <line x1={0} x2={SIZE} y1={SIZE / 2} y2={SIZE / 2} className="tap-map-axis" />
        {placed.map((t) => {
          const heat = t.count / max
          return (
            <g key={t.objectId} data-testid="tap-marker" data-object={t.name}>
              <circle cx={px(t.x, cx)} cy={px(t.z, cz)} r={8 + heat * 18} className="tap-map-heat" style={{ opacity: 0.25 + heat * 0.55 }} />
              <circle cx={px(t.x, cx)} cy={px(t.z, cz)} r={3} className="tap-map-dot" />
              <text x={px(t.x, cx)} y={px(t.z, cz) - 10} textAnchor="middle" className="tap-map-label">
                {t.name}
              </text>
              <title>{`${t.name}: ${t.count} ${t.count === 1 ? 'tap' : 'taps'}`}</title>
            </g>
          )
        })}
      </svg>
      <figcaption className="muted">Seen from above; each disc is a tapped object, larger with more taps.</figcaption>
    </figure>
  )
}
