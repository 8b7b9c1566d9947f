import { Eye, FolderOpen, HardDrive, Info } from 'lucide-react'
import { useState } from 'react'
import {
  STORAGE_TOTAL_GB,
  STORAGE_USED_GB,
  TECHNOLOGIES,
  TIME_RANGES,
  TOTAL_PROJECTS,
  TOTAL_VIEWS,
  type TimeRange,
} from './analytics-data'
import { AnalyticsReport } from './analytics-report'
import './analytics.css'

function StorageCard() {
  const percent = Math.round((STORAGE_USED_GB / STORAGE_TOTAL_GB) * 100)
  return (
    <section className="card analytics-box analytics-storage" aria-labelledby="analytics-storage-title">
      <div className="analytics-box-head">
        <h2 id="analytics-storage-title">
          <HardDrive size={18} /> Storage
        </h2>
        <span className="muted">{percent}% used</span>
      </div>
      <p className="analytics-storage-figure">
        <strong>{STORAGE_USED_GB} GB</strong> <span className="muted">used of {STORAGE_TOTAL_GB} GB</span>
      </p>
      <div
        className="storage-bar"
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={STORAGE_TOTAL_GB}
        aria-valuenow={STORAGE_USED_GB}
        aria-valuetext={`${STORAGE_USED_GB} GB of ${STORAGE_TOTAL_GB} GB`}
      >
        {TECHNOLOGIES.map((t) => (
          <span key={t.id} style={{ width: `${(t.storageGb / STORAGE_TOTAL_GB) * 100}%`, background: t.color }} />
        ))}
      </div>
      <ul className="storage-legend">
        {TECHNOLOGIES.map((t) => (
          <li key={t.id}>
            <span className="storage-dot" style={{ background: t.color }} aria-hidden="true" />
            <span>{t.label}</span>
            <span className="muted">{t.storageGb} GB</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function AnalyticsPage() {
  const [range, setRange] = useState<TimeRange>('7d')
  const current = TIME_RANGES.find((r) => r.id === range)!
  return (
    <div className="analytics">
      <div className="page-header">
        <div>
          <h1 className="page-title">Analytics</h1>
          <p className="page-subtitle">How people use your published experiences.</p>
        </div>
      </div>

      <p className="analytics-notice" role="note">
        <Info size={18} aria-hidden="true" />
        <span>Sample data: analytics for your published experiences are not collected yet.</span>
      </p>

      <div className="analytics-overview">
        <StorageCard />
        <div className="analytics-stats">
          <div className="card analytics-box analytics-stat">
            <span className="analytics-stat-icon"><FolderOpen size={18} /></span>
            <span>
              <strong>{TOTAL_PROJECTS}</strong>
              <span className="muted">Projects</span>
            </span>
          </div>
          <div className="card analytics-box analytics-stat">
            <span className="analytics-stat-icon"><Eye size={18} /></span>
            <span>
              <strong>{TOTAL_VIEWS}</strong>
              <span className="muted">Views</span>
            </span>
          </div>
        </div>
      </div>

      <section aria-labelledby="analytics-tech-title">
        <h2 className="analytics-heading" id="analytics-tech-title">By technology</h2>
        <div className="tech-grid">
          {TECHNOLOGIES.map(({ id, label, icon: Icon, color, projects, views }) => (
            <div key={id} className="card tech-card" style={{ borderTopColor: color }}>
              <span className="tech-icon" style={{ color }}><Icon size={18} /></span>
              <h3>{label}</h3>
              <p>
                <strong>{projects}</strong> <span className="muted">{projects === 1 ? 'project' : 'projects'}</span>
              </p>
              <p>
                <strong>{views}</strong> <span className="muted">views</span>
              </p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="analytics-report-title">
        <div className="report-header">
          <div>
            <h2 className="analytics-heading" id="analytics-report-title">Full report</h2>
            <p className="muted report-range-note">Sample data for {current.text}; the figures do not change with the range.</p>
          </div>
          <div className="range-selector" role="group" aria-label="Report time range">
            {TIME_RANGES.map((r) => (
              <button
                key={r.id}
                type="button"
                className={`range-option${r.id === range ? ' active' : ''}`}
                aria-pressed={r.id === range}
                onClick={() => setRange(r.id)}
              >
                {r.label}
              </button>
            ))}
          </div>
        </div>
        <AnalyticsReport />
      </section>
    </div>
  )
}
