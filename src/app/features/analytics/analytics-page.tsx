import { Eye, FolderOpen, HardDrive } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { AnalyticsOverview, AnalyticsReport as Report } from '@shared/api/analytics'
import type { Project } from '@shared/api/projects'
import { PageLoading } from '@app/components/page-loading'
import { errorMessage } from '@app/lib/api'
import { listProjects } from '../projects/projects-api'
import { fetchOverview, fetchReport, formatBytes, setCollecting } from './analytics-api'
import { TECHNOLOGY_STYLE, TIME_RANGES, type TimeRange } from './analytics-data'
import { AnalyticsReport } from './analytics-report'
import './analytics.css'

function StorageCard({ storage }: { storage: AnalyticsOverview['storage'] }) {
  const { usedBytes, quotaBytes } = storage
  const percent = Math.min(100, (usedBytes / quotaBytes) * 100)
  const parts = [
    { id: 'uploads', label: 'Uploads', bytes: storage.uploadsBytes, color: 'var(--accent)' },
    { id: 'published', label: 'Published files', bytes: storage.publishedBytes, color: 'var(--success)' },
  ]
  return (
    <section className="card analytics-box analytics-storage" aria-labelledby="analytics-storage-title">
      <div className="analytics-box-head">
        <h2 id="analytics-storage-title">
          <HardDrive size={18} /> Storage
        </h2>
        <span className="muted">{percent < 1 && usedBytes > 0 ? '<1' : Math.round(percent)}% used</span>
      </div>
      <p className="analytics-storage-figure">
        <strong data-testid="storage-used">{formatBytes(usedBytes)}</strong> <span className="muted">used of {formatBytes(quotaBytes)}</span>
      </p>
      <div
        className="storage-bar"
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={usedBytes}
        aria-valuetext={`${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)}`}
      >
        {parts.map((p) => (
          <span key={p.id} style={{ width: `${(p.bytes / quotaBytes) * 100}%`, minWidth: p.bytes ? 2 : 0, background: p.color }} />
        ))}
      </div>
      <ul className="storage-legend">
        {parts.map((p) => (
          <li key={p.id}>
            <span className="storage-dot" style={{ background: p.color }} aria-hidden="true" />
            <span>{p.label}</span>
            <span className="muted">{formatBytes(p.bytes)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams()
  const projectId = params.get('project')
  const [range, setRange] = useState<TimeRange>('7d')
  const [custom, setCustom] = useState({ from: daysAgo(29), to: today() })
  const [overview, setOverview] = useState<AnalyticsOverview | null>(null)
  const [projects, setProjects] = useState<Project[]>([])
  const [report, setReport] = useState<{ key: string; data: Report } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const current = TIME_RANGES.find((r) => r.id === range)!
  const key = `${projectId}|${range}|${range === 'custom' ? `${custom.from}|${custom.to}` : ''}`

  useEffect(() => {
    fetchOverview().then(setOverview, (e) => setError(errorMessage(e)))
    listProjects('All', 'Recent').then(setProjects, () => undefined)
  }, [])
  useEffect(() => {
    let cancelled = false
    fetchReport(range, projectId, custom).then(
      (data) => !cancelled && (setReport({ key, data }), setError(null)),
      (e) => !cancelled && setError(errorMessage(e)),
    )
    return () => {
      cancelled = true
    }
    // key names everything the report depends on.
  }, [key])

  const shown = report?.key === key ? report.data : null
  const toggle = async (enabled: boolean) => {
    if (!projectId || !shown?.project) return
    try {
      const now = await setCollecting(projectId, enabled)
      setReport((r) => r && r.data.project && { ...r, data: { ...r.data, project: { ...r.data.project, analyticsEnabled: now } } })
    } catch (e) {
      setError(errorMessage(e))
    }
  }

  return (
    <div className="analytics">
      <div className="page-header">
        <div>
          <h1 className="page-title">Analytics</h1>
          <p className="page-subtitle">How people use your published experiences. No cookies; visitors are counted without storing who they are.</p>
        </div>
      </div>
      {error && (
        <p className="analytics-notice" role="alert">
          {error}
        </p>
      )}

      {overview && (
        <>
          <div className="analytics-overview">
            <StorageCard storage={overview.storage} />
            <div className="analytics-stats">
              <div className="card analytics-box analytics-stat">
                <span className="analytics-stat-icon"><FolderOpen size={18} /></span>
                <span>
                  <strong data-testid="overview-projects">{overview.projects}</strong>
                  <span className="muted">Projects</span>
                </span>
              </div>
              <div className="card analytics-box analytics-stat">
                <span className="analytics-stat-icon"><Eye size={18} /></span>
                <span>
                  <strong data-testid="overview-views">{overview.views}</strong>
                  <span className="muted">Views</span>
                </span>
              </div>
            </div>
          </div>

          <section aria-labelledby="analytics-tech-title">
            <h2 className="analytics-heading" id="analytics-tech-title">By technology</h2>
            <div className="tech-grid">
              {overview.technologies.map(({ id, label, projects: count, views }) => {
                const { icon: Icon, color, what } = TECHNOLOGY_STYLE[id]
                return (
                  <div key={id} className="card tech-card" style={{ borderTopColor: color }} title={what} data-testid={`tech-${id}`}>
                    <span className="tech-icon" style={{ color }}><Icon size={18} /></span>
                    <h3>{label}</h3>
                    <p>
                      <strong>{count}</strong> <span className="muted">{count === 1 ? 'project' : 'projects'}</span>
                    </p>
                    <p>
                      <strong>{views}</strong> <span className="muted">views</span>
                    </p>
                  </div>
                )
              })}
            </div>
          </section>
        </>
      )}

      <section aria-labelledby="analytics-report-title">
        <div className="report-header">
          <div>
            <h2 className="analytics-heading" id="analytics-report-title">
              Full report{shown?.project ? `: ${shown.project.name}` : ''}
            </h2>
            <p className="muted report-range-note">
              {shown ? `${shown.from} to ${shown.to} (UTC), ${current.text}.` : ' '}
              {projectId && (
                <>
                  {' '}
                  <Link to="/dashboard/analytics">All projects</Link>
                </>
              )}
            </p>
          </div>
          <div className="report-controls">
            <label className="report-project">
              <span className="muted">Project</span>
              <select
                value={projectId ?? ''}
                onChange={(e) => setParams(e.target.value ? { project: e.target.value } : {})}
                aria-label="Report for project"
              >
                <option value="">All projects</option>
                {projects.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.project_name}
                  </option>
                ))}
              </select>
            </label>
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
        </div>
        {range === 'custom' && (
          <div className="report-custom">
            <label>
              From <input type="date" value={custom.from} max={custom.to} onChange={(e) => e.target.value && setCustom((c) => ({ ...c, from: e.target.value }))} />
            </label>
            <label>
              To <input type="date" value={custom.to} min={custom.from} max={today()} onChange={(e) => e.target.value && setCustom((c) => ({ ...c, to: e.target.value }))} />
            </label>
          </div>
        )}
        {shown?.project && (
          <div className="card report-collect">
            <label className="switch-row">
              <input type="checkbox" role="switch" checked={shown.project.analyticsEnabled} onChange={(e) => void toggle(e.target.checked)} />
              <span>
                <strong>Collect analytics</strong>
                <span className="muted">
                  {shown.project.analyticsEnabled
                    ? ' Views, devices, AR/VR entries and taps of this experience are counted.'
                    : ' Off: nothing about visitors of this experience is recorded.'}
                  {!shown.project.published && ' This project is not published yet.'}
                </span>
              </span>
            </label>
          </div>
        )}
        {shown ? <AnalyticsReport report={shown} /> : !error && <PageLoading />}
      </section>
    </div>
  )
}
