import type { ReactNode } from 'react'
import type { AnalyticsReport as Report } from '@shared/api/analytics'
import { formatMs } from './analytics-api'
import { CountryFlag } from './country-flag'
import { countryName } from './country-name'
import { TapMap } from './tap-map'
import { ViewsChart } from './views-chart'
import './analytics-report.css'

function ReportSection({ title, wide, empty, children }: { title: string; wide?: boolean; empty?: string; children?: ReactNode }) {
  const none = empty !== undefined
  return (
    <section className={`card report-section${wide ? ' report-section-wide' : ''}${none ? ' report-section-empty' : ''}`} aria-label={title}>
      <h3 className="report-section-title">{title}</h3>
      {none ? <p className="muted">{empty}</p> : children}
    </section>
  )
}

const NO_VIEWS = 'No data yet for this range.'
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(part / whole < 0.1 ? 1 : 0)}%` : '–')

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="engagement-stat">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

function Bars({ rows, unit }: { rows: { label: string; count: number }[]; unit: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count))
  return (
    <ul className="ui-clicks">
      {rows.map((r) => (
        <li key={r.label}>
          <div className="ui-clicks-row">
            <span>{r.label}</span>
            <strong>
              {r.count} {unit}
            </strong>
          </div>
          <span className="ui-clicks-track">
            <span className="ui-clicks-fill" style={{ width: `${(r.count / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Views per key (a device class, a system, a country) with each key's share of all views. */
function ShareTable({ heading, rows, views, label, testId }: { heading: string; rows: { key: string; count: number }[]; views: number; label: (key: string) => ReactNode; testId?: string }) {
  return (
    <table className="report-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="num">Views</th>
          <th scope="col" className="num">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{label(row.key)}</td>
            <td className="num">{row.count}</td>
            <td className="num">{pct(row.count, views)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const DEVICE_LABEL: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop', headset: 'Headset' }

/** The nine report sections; each shows what the collected events support, or says there is none. */
export function AnalyticsReport({ report }: { report: Report }) {
  const { totals } = report
  const views = totals.views
  const spentTotal = (report.timeSpent.avgMs ?? 0) * report.timeSpent.count
  const entries = totals.arEntries + totals.vrEntries + totals.quickLook + totals.sceneViewer
  return (
    <div className="report-grid">
      <ReportSection title="User Engagement Metrics" wide empty={views ? undefined : NO_VIEWS}>
        <div className="engagement">
          <dl className="engagement-stats">
            <Stat label="Views" value={views} testId="report-views" />
            <Stat label="Unique visitors" value={totals.visitors} testId="report-visitors" />
            <Stat label="Avg. time per view" value={report.timeSpent.count ? formatMs(spentTotal / views) : '–'} />
          </dl>
          <ViewsChart series={report.series} />
        </div>
      </ReportSection>
      <ReportSection title="Interaction Tracking" empty={views || totals.triggers || entries ? undefined : NO_VIEWS}>
        <dl className="engagement-stats report-stats">
          <Stat label="Objects tapped" value={totals.triggers} />
          <Stat label="AR entries" value={totals.arEntries} testId="report-ar" />
          <Stat label="VR entries" value={totals.vrEntries} testId="report-vr" />
          <Stat label="Quick Look" value={totals.quickLook} />
          <Stat label="Scene Viewer" value={totals.sceneViewer} />
        </dl>
      </ReportSection>
      <ReportSection title="User Movement and Navigation" empty="Not collected: the viewer does not record where visitors walk or look." />
      <ReportSection
        title="Heatmaps and Spatial Analytics"
        empty={report.taps.some((t) => t.x !== null) ? undefined : report.project ? 'No object was tapped in this range.' : 'Choose one project to see its scene from above.'}
      >
        <TapMap taps={report.taps} />
      </ReportSection>
      <ReportSection title="Interaction with UI Elements" empty={report.taps.length ? undefined : 'No object was tapped in this range.'}>
        <div data-testid="report-taps">
          <Bars rows={report.taps.slice(0, 8).map((t) => ({ label: t.name, count: t.count }))} unit="taps" />
        </div>
      </ReportSection>
      <ReportSection title="Error Tracking and Debugging" wide empty="Not collected: the viewer does not report errors." />
      <ReportSection title="User Segmentation" wide empty={report.devices.length ? undefined : NO_VIEWS}>
        <div className="segmentation" data-testid="report-devices">
          <ShareTable heading="Device" rows={report.devices} views={views} label={(key) => DEVICE_LABEL[key] ?? key} />
          <ShareTable heading="Operating system" rows={report.os} views={views} label={(key) => key} />
          <ShareTable
            heading="Country"
            rows={report.countries}
            views={views}
            testId="report-countries"
            label={(key) => (
              <span className="country-cell">
                {key && <CountryFlag code={key} />}
                {countryName(key)}
              </span>
            )}
          />
        </div>
      </ReportSection>
      <ReportSection title="Conversion and Goal Tracking" empty={views ? undefined : NO_VIEWS}>
        <dl className="engagement-stats report-stats">
          <Stat label="AR entry rate" value={pct(totals.arEntries + totals.quickLook + totals.sceneViewer, views)} testId="report-ar-rate" />
          <Stat label="VR entry rate" value={pct(totals.vrEntries, views)} />
        </dl>
        <p className="muted report-note">Entries into AR (WebXR, Quick Look or Scene Viewer) and VR per view.</p>
      </ReportSection>
      <ReportSection title="User Behaviour and Experience" empty={report.ttff.count || report.timeSpent.count ? undefined : NO_VIEWS}>
        <dl className="engagement-stats report-stats">
          <Stat label="Time to first frame" value={formatMs(report.ttff.avgMs)} testId="report-ttff" />
          <Stat label="Time spent per visible stretch" value={formatMs(report.timeSpent.avgMs)} />
        </dl>
        <p className="muted report-note">Averages over {report.ttff.count} first frames and {report.timeSpent.count} visits.</p>
      </ReportSection>
    </div>
  )
}
