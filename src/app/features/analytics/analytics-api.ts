import type { AnalyticsOverview, AnalyticsReport, ReportRange } from '@shared/api/analytics'
import { api } from '@app/lib/api'

export async function fetchOverview(): Promise<AnalyticsOverview> {
  return (await api.get<{ data: AnalyticsOverview }>('/analytics/overview')).data.data
}

export async function fetchReport(range: ReportRange, project: string | null, custom?: { from: string; to: string }): Promise<AnalyticsReport> {
  const params = new URLSearchParams({ range })
  if (project) params.set('project', project)
  if (range === 'custom' && custom) {
    params.set('from', custom.from)
    params.set('to', custom.to)
  }
  return (await api.get<{ data: AnalyticsReport }>(`/analytics/report?${params}`)).data.data
}

export async function setCollecting(project: string, enabled: boolean): Promise<boolean> {
  return (await api.put<{ data: { enabled: boolean } }>(`/analytics/projects/${project}/settings`, { enabled })).data.data.enabled
}

export const formatBytes = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) (value /= 1024), unit++
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}

export const formatMs = (ms: number | null) => {
  if (ms === null) return '–'
  if (ms < 1000) return `${Math.round(ms)} ms`
  const s = ms / 1000
  if (s < 60) return `${s.toFixed(1)} s`
  return `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`
}
