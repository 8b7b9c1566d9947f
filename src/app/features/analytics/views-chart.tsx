import type { AnalyticsReport } from '@shared/api/analytics'

const W = 640
const H = 200
const PAD = { left: 36, right: 12, top: 12, bottom: 26 }

/** Views and unique visitors per day, plain SVG: no chart library on the dashboard's load. */
export function ViewsChart({ series }: { series: AnalyticsReport['series'] }) {
  const max = Math.max(1, ...series.map((d) => d.views))
  const step = series.length > 1 ? (W - PAD.left - PAD.right) / (series.length - 1) : 0
  const x = (i: number) => PAD.left + (series.length > 1 ? i * step : (W - PAD.left - PAD.right) / 2)
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom)
  const line = (key: 'views' | 'visitors') => series.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ')
  const labelEvery = Math.max(1, Math.ceil(series.length / 7))
  const ticks = [0, Math.round(max / 2), max].filter((v, i, a) => a.indexOf(v) === i)
  return (
    <figure className="views-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Views and unique visitors per day, ${series[0]?.day} to ${series.at(-1)?.day}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="views-chart-grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="views-chart-tick">
              {v}
            </text>
          </g>
        ))}
        {series.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.day} x={x(i)} y={H - 8} textAnchor="middle" className="views-chart-tick">
              {d.day.slice(5)}
            </text>
          ) : null,
        )}
        <path d={line('views')} className="views-chart-views" />
        <path d={line('visitors')} className="views-chart-visitors" />
        {series.map((d, i) => (
          <circle key={d.day} cx={x(i)} cy={y(d.views)} r={series.length > 60 ? 0 : 3} className="views-chart-dot">
            <title>{`${d.day}: ${d.views} views, ${d.visitors} visitors`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="views-chart-legend">
        <span><span className="legend-swatch views" /> Views</span>
        <span><span className="legend-swatch visitors" /> Unique visitors</span>
      </figcaption>
    </figure>
  )
}
