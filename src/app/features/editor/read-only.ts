import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { ACCESS_MESSAGES, mayCopy, type MemberRole } from '@shared/api/teams'
import { projectAccess } from '../projects/sharing-api'
import { liveStore } from '../live/live-store'
import { docStore } from './editor-store'

export const VIEW_ONLY_BANNER = 'View only — you can comment'

/** The caller's role on the open project; a viewer's editor is read-only. Never saved. */
export const accessStore = createStore<{ role: MemberRole | null; readOnly: boolean }>(() => ({ role: null, readOnly: false }))
export const useAccess = <T,>(selector: (s: { role: MemberRole | null; readOnly: boolean }) => T) => useStore(accessStore, selector)

/**
 * Whether this person may not copy from the open project (Duplicate File, Copy, Cut): the shared
 * rule (COPY_ROLE, the server's check on Duplicate File). While the role is still being asked
 * nothing is refused here; the server decides for Duplicate File.
 */
export const copyRefused = (role: MemberRole | null = accessStore.getState().role) => role !== null && !mayCopy(role)
export const COPY_REFUSED = ACCESS_MESSAGES.copyNeedsEditor

/**
 * Asks the server for the caller's role and, for a viewer, closes the document's one door:
 * commit, apply, undo and redo answer with a notice instead of changing anything. The server
 * refuses a viewer's save anyway (403); this keeps the editor from showing changes it will not keep.
 */
export function useProjectAccess(projectId: string) {
  useEffect(() => {
    let live = true
    accessStore.setState({ role: null, readOnly: false })
    projectAccess(projectId).then(
      ({ role }) => live && accessStore.setState({ role, readOnly: role === 'viewer' }),
      () => {},
    )
    // The live socket hears of a role change at once (an owner makes an editor a viewer, or back):
    // the editor follows it without a reload.
    const offLive = liveStore.subscribe((s, prev) => {
      if (s.role && s.role !== prev.role) accessStore.setState({ role: s.role, readOnly: s.role === 'viewer' })
    })
    return () => {
      live = false
      offLive()
      accessStore.setState({ role: null, readOnly: false })
    }
  }, [projectId])
  const readOnly = useAccess((s) => s.readOnly)
  useEffect(() => {
    docStore.setState({ locked: readOnly ? `${VIEW_ONLY_BANNER}; changes are not possible here.` : null })
    return () => docStore.setState({ locked: null })
  }, [readOnly])
}
