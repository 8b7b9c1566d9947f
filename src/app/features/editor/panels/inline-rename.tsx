import { useEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify'
import { projectDisplayName } from '@shared/validation/rules'
import { api, errorMessage } from '@app/lib/api'
import { docStore, sessionStore, useDoc } from '../editor-store'

export const PROJECT_NAME_MAX = 64
/** The document schema's limit for an object's name. */
export const NODE_NAME_MAX = 120

interface InlineRenameProps {
  value: string
  label: string
  maxLength: number
  className?: string
  /** Called with the trimmed new name; never with a blank or unchanged one. */
  onCommit: (name: string) => void
  /** Escape, or a commit that changed nothing. */
  onDone: () => void
}

/** A text field over a name (spec §4): Enter or blur commits, Escape cancels, blank is ignored. */
export function InlineRename({ value, label, maxLength, className, onCommit, onDone }: InlineRenameProps) {
  const [draft, setDraft] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  // Enter unmounts the field, which may also blur it: only the first ending counts.
  const ended = useRef(false)
  useEffect(() => input.current?.select(), [])
  const end = (commit: boolean) => {
    if (ended.current) return
    ended.current = true
    const next = draft.trim()
    if (commit && next && next !== value) onCommit(next)
    onDone()
  }
  return (
    <input
      ref={input}
      className={`input inline-rename${className ? ` ${className}` : ''}`}
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      autoFocus
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => end(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          end(true)
        } else if (e.key === 'Escape') {
          // Escape here only cancels the rename; it must not also deselect or close the panel.
          e.preventDefault()
          e.stopPropagation()
          end(false)
        }
      }}
    />
  )
}

/** One undo step per rename. */
export function renameNode(id: string, name: string) {
  const { doc, commit } = docStore.getState()
  const node = doc.nodes[id]
  if (!node || node.name === name) return
  commit(`Rename ${node.name}`, [{ op: 'update', id, patch: { name } }])
  void saveAssetName(id, name)
}

/**
 * Spec §7: a rename of a saved object is also sent on its own (PATCH asset-name). The live
 * session already carries the rename as an op; this call is the spec's, for a server that reads
 * names from it. Objects not on the server yet are skipped (it answers 404); a failure is only
 * logged, as the spec says.
 */
async function saveAssetName(id: string, name: string) {
  const { projectId, doc } = docStore.getState()
  if (id.startsWith('temp') || !doc.nodes[id]) return
  try {
    await api.patch(`/experience/update/asset-name/${id}`, { asset_name: name, asset_type: '', project_id: projectId })
  } catch (error) {
    console.warn('Rename was not saved on its own; it is kept in the scene and saved with it.', error)
  }
}

export async function renameProject(name: string): Promise<boolean> {
  const { projectId } = docStore.getState()
  try {
    await api.patch(`/experience/update/experience-name/${projectId}`, { project_name: name })
    // The editor may have moved to another project while the call ran.
    if (docStore.getState().projectId === projectId) docStore.setState({ projectName: name })
    return true
  } catch (error) {
    toast.error(errorMessage(error, 'The project name could not be saved.'), { toastId: 'rename-project' })
    return false
  }
}

/** The left panel's project name: shown cut to 18 characters, a click or double-click edits it. */
export function ProjectName() {
  const name = useDoc((s) => s.projectName)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  if (editing) {
    return (
      <InlineRename
        value={name}
        label="Project name"
        maxLength={PROJECT_NAME_MAX}
        className="editor-name-input"
        onCommit={(next) => {
          setSaving(true)
          void renameProject(next).finally(() => setSaving(false))
        }}
        onDone={() => setEditing(false)}
      />
    )
  }
  return (
    <button type="button" className="editor-name editor-name-btn" title={`${name} (click to rename)`} aria-busy={saving} disabled={saving} onClick={() => setEditing(true)}>
      {projectDisplayName(name)}
    </button>
  )
}

/** The Assets-list row's name field while session `renaming` holds its id. */
export function NodeRename({ id, name }: { id: string; name: string }) {
  return (
    <InlineRename
      value={name}
      label={`Rename ${name}`}
      maxLength={NODE_NAME_MAX}
      className="asset-rename"
      onCommit={(next) => renameNode(id, next)}
      onDone={() => sessionStore.setState((s) => (s.renaming === id ? { renaming: null } : {}))}
    />
  )
}
