import type { ReactNode } from 'react'
import { COUNTRY_ROWS, ENGAGEMENT_STATS, HEATMAP_ROWS, SESSIONS_BY_DAY, UI_CLICKS } from './analytics-data'
import { CountryFlag } from './country-flag'
import './analytics-report.css'

function ReportSection({ title, wide, children }: { title: string; wide?: boolean; children?: ReactNode }) {
  return (
    <section className={`card report-section${wide ? ' report-section-wide' : ''}${children ? '' : ' report-section-empty'}`}>
      <h3 className="report-section-title">{title}</h3>
      {children ?? <p className="muted">No data yet</p>}
    </section>
  )
}

function EngagementMetrics() {
  const max = Math.max(...SESSIONS_BY_DAY.map((d) => d.sessions))
  return (
    <div className="engagement">
      <dl className="engagement-stats">
        {ENGAGEMENT_STATS.map((s) => (
          <div key={s.label} className="engagement-stat">
            <dt className="muted">{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <figure className="bar-chart" aria-label="Sessions per day, sample data">
        <div className="bar-chart-bars">
          {SESSIONS_BY_DAY.map((d) => (
            <div key={d.day} className="bar-chart-col" title={`${d.day}: ${d.sessions} sessions`}>
              <span className="bar-chart-value">{d.sessions}</span>
              <span className="bar-chart-bar" style={{ height: `calc((100% - 44px) * ${(d.sessions / max).toFixed(3)})` }} />
              <span className="bar-chart-label muted">{d.day}</span>
            </div>
          ))}
        </div>
        <figcaption className="muted">Sessions per day</figcaption>
      </figure>
    </div>
  )
}

function Heatmap() {
  return (
    <figure className="heatmap-figure">
      <div className="heatmap" role="img" aria-label="Dwell-time heatmap of the Showroom scene, sample data">
        {HEATMAP_ROWS.flatMap((row, y) =>
          row.split('').map((level, x) => <span key={`${x}-${y}`} className={`heatmap-cell heat-${level}`} />),
        )}
      </div>
      <figcaption className="heatmap-caption">
        <span className="muted">Top-down view of 'Showroom', dwell time</span>
        <span className="heatmap-legend" aria-hidden="true">
          <span className="muted">Low</span>
          {[0, 1, 2, 3, 4].map((l) => (
            <span key={l} className={`heatmap-cell heat-${l}`} />
          ))}
          <span className="muted">High</span>
        </span>
      </figcaption>
    </figure>
  )
}

function UiClicks() {
  const max = Math.max(...UI_CLICKS.map((c) => c.clicks))
  return (
    <ul className="ui-clicks">
      {UI_CLICKS.map((c) => (
        <li key={c.label}>
          <div className="ui-clicks-row">
            <span>{c.label}</span>
            <strong>{c.clicks} clicks</strong>
          </div>
          <span className="ui-clicks-track">
            <span className="ui-clicks-fill" style={{ width: `${(c.clicks / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  )
}

function CountryTable() {
  return (
    <div className="table-scroll">
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col" className="num">Sessions</th>
            <th scope="col" className="num">Avg. time</th>
            <th scope="col">Top device</th>
          </tr>
        </thead>
        <tbody>
          {COUNTRY_ROWS.map((r) => (
            <tr key={r.code}>
              <td>
                <span className="country-cell">
                  <CountryFlag code={r.code} />
                  {r.country}
                </span>
              </td>
              <td className="num">{r.sessions}</td>
              <td className="num">{r.avgTime}</td>
              <td>{r.device}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The nine report sections; four carry sample content, the others say there is no data yet. */
export function AnalyticsReport() {
  return (
    <div className="report-grid">
      <ReportSection title="User Engagement Metrics" wide>
        <EngagementMetrics />
      </ReportSection>
      <ReportSection title="Interaction Tracking" />
      <ReportSection title="User Movement and Navigation" />
      <ReportSection title="Heatmaps and Spatial Analytics">
        <Heatmap />
      </ReportSection>
      <ReportSection title="Interaction with UI Elements">
        <UiClicks />
      </ReportSection>
      <ReportSection title="Error Tracking and Debugging" wide />
      <ReportSection title="User Segmentation" wide>
        <CountryTable />
      </ReportSection>
      <ReportSection title="Conversion and Goal Tracking" />
      <ReportSection title="User Behaviour and Experience" />
    </div>
  )
}
