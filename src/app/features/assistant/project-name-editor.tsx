import { Check, Pencil } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { toast } from 'react-toastify'
import { projectDisplayName } from '@shared/validation/rules'
import { errorMessage } from '@app/lib/api'
import { renameProject } from './chat-api'

interface ProjectNameEditorProps {
  experienceId: string
  name: string
  onSaved: (name: string) => void
  /** Called once the server has the new name. */
  onStored?: () => void
}

/**
 * Spec §4: click to edit; Enter or the check saves; Escape cancels and restores the last saved
 * name (or 'Untitled'); a failed save restores the old name. Blank names are ignored (§5).
 */
export function ProjectNameEditor({ experienceId, name, onSaved, onStored }: ProjectNameEditorProps) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(name)
  const [saving, setSaving] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const done = useRef(false)

  useEffect(() => {
    if (!editing) setDraft(name)
  }, [name, editing])
  useEffect(() => {
    if (editing) input.current?.select()
  }, [editing])

  const cancel = () => {
    done.current = true
    setDraft(name || 'Untitled')
    setEditing(false)
  }
  const save = async () => {
    if (done.current) return
    done.current = true
    const next = draft.trim()
    setEditing(false)
    if (!next || next === name) return setDraft(name || 'Untitled')
    setSaving(true)
    onSaved(next)
    try {
      await renameProject(experienceId, next)
      onStored?.()
    } catch (error) {
      onSaved(name)
      setDraft(name)
      toast.error(errorMessage(error, 'The name could not be saved.'))
    } finally {
      setSaving(false)
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      void save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      cancel()
    }
  }

  if (!editing) {
    return (
      <button
        type="button"
        className="preview-name"
        title={`${name} (click to rename)`}
        aria-label={`Project name: ${name}. Click to rename`}
        onClick={() => {
          done.current = false
          setDraft(name)
          setEditing(true)
        }}
      >
        <span className="preview-name-text">{projectDisplayName(name)}</span>
        {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Pencil size={13} aria-hidden="true" />}
      </button>
    )
  }
  return (
    <div className="preview-name-edit">
      <input
        ref={input}
        className="input"
        value={draft}
        maxLength={100}
        aria-label="Project name"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
      />
      {/* mousedown would blur the input first; the click itself saves. */}
      <button type="button" className="icon-btn preview-name-save" aria-label="Save name" onMouseDown={(e) => e.preventDefault()} onClick={() => void save()}>
        <Check size={16} />
      </button>
    </div>
  )
}
