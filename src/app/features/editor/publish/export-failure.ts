import { api } from '@app/lib/api'

/** Exports run in this browser, so only it knows one failed: the author gets a notification. */
export function reportExportFailure(projectId: string | null | undefined, error: unknown) {
  if (!projectId) return
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300)
  void api.post('/notifications/export-failed', { projectId, format: 'both', reason }).catch(() => undefined)
}
