import { ArrowLeft, X } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { IMAGE_TARGET_MESSAGES } from '@shared/api/image-target'
import { CREATE_PROJECT_THROTTLE_MS } from '@shared/constants'
import { MESSAGES, requiredMessage } from '@shared/validation/rules'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { TextField } from '../auth/text-field'
import { CompileProgress, TargetPicker, type PickedTarget } from '../image-target/target-picker'
import { checkFiles, FileDropField, UPLOADS } from './file-drop-field'
import { createAreaProject, createImageProject, createProject } from './projects-api'
import { TOP_CATEGORIES, typesOf, type ProjectType, type TopCategoryId } from './project-types'
import './new-project.css'

export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const [category, setCategory] = useState<TopCategoryId>('ar')
  const [type, setType] = useState<ProjectType | null>(null)
  const [values, setValues] = useState({ project_name: '', comment: '' })
  /** The VPS zip or the Area Tracking scan: the one file the chosen type uploads. */
  const [upload, setUpload] = useState<File>()
  const [target, setTarget] = useState<PickedTarget | null>(null)
  /** The compile's progress while Create waits for it; null when not compiling. */
  const [compiling, setCompiling] = useState<number | null>(null)
  const [errors, setErrors] = useState<{ project_name?: string; file?: string }>({})
  const [busy, setBusy] = useState(false)
  const lastSubmit = useRef(0)
  const uploadKind = type?.kind === 'vps' || type?.kind === 'area' ? type.kind : null

  const takeFiles = (files: FileList | File[]) => {
    if (!uploadKind) return
    const { file, error } = checkFiles(uploadKind, files)
    setUpload(file)
    setErrors((e) => ({ ...e, file: error }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const now = Date.now()
    if (now - lastSubmit.current < CREATE_PROJECT_THROTTLE_MS) {
      toast.warn(MESSAGES.throttle, { toastId: 'create-throttle' })
      return
    }
    lastSubmit.current = now
    const found: typeof errors = {}
    if (!values.project_name.trim()) found.project_name = requiredMessage('project_name')
    if (uploadKind && !upload) found.file = errors.file ?? UPLOADS[uploadKind].required
    if (type?.kind === 'image' && (!target || target.rated.refusal)) found.file = errors.file ?? IMAGE_TARGET_MESSAGES.fileRequired
    setErrors(found)
    if (Object.keys(found).length || !type?.kind) return
    setBusy(true)
    try {
      const fields = { project_name: values.project_name.trim(), comment: values.comment.trim() }
      let result
      if (type.kind === 'image') {
        // The tracking features are extracted once, here, in a worker; the editor would do it otherwise.
        setCompiling(0)
        const { compileTarget } = await import('../image-target/compile-target')
        const compiled = await compileTarget(target!.file, setCompiling).catch(() => undefined)
        setCompiling(null)
        result = await createImageProject(fields, target!.file, compiled?.bytes)
      } else if (type.kind === 'area') {
        result = await createAreaProject(fields, upload!)
      } else {
        result = await createProject(type.kind, fields, upload)
      }
      toast.success(result.message)
      window.location.assign(`/gridpage/${result.data._id}`)
    } catch (error) {
      toast.error(errorMessage(error), { toastId: 'create-project' })
      setCompiling(null)
      setBusy(false)
    }
  }

  return (
    <Modal title={type ? type.label : 'Create a New Project'} onClose={onClose} width={type ? 520 : 760}>
      <button type="button" className="icon-btn np-close" aria-label="Close" onClick={onClose}>
        <X size={18} />
      </button>
      {!type ? (
        <>
          <div className="np-categories" role="tablist" aria-label="Category">
            {TOP_CATEGORIES.map((c) => (
              <button key={c.id} type="button" role="tab" aria-selected={c.id === category} className={`np-category${c.id === category ? ' active' : ''}`} onClick={() => setCategory(c.id)}>
                {c.label}
              </button>
            ))}
          </div>
          <div className="np-grid">
            {typesOf(category).map((t) => (
              <button key={t.id} type="button" className="np-type" disabled={!t.kind} onClick={() => setType(t)} aria-label={t.label}>
                <span className="np-type-icon">
                  <t.icon size={22} />
                </span>
                <span className="np-type-label">{t.label}</span>
                <span className="np-type-desc">{t.description}</span>
                {!t.kind && <span className="badge np-soon">Coming Soon</span>}
              </button>
            ))}
          </div>
        </>
      ) : (
        <form className="np-form" onSubmit={submit} noValidate>
          <TextField
            label="Project name"
            name="project_name"
            placeholder="My AR showroom"
            value={values.project_name}
            maxLength={100}
            autoFocus
            error={errors.project_name}
            onChange={(e) => {
              setValues((v) => ({ ...v, project_name: e.target.value }))
              setErrors((er) => ({ ...er, project_name: undefined }))
            }}
          />
          <div className="field">
            <label className="field-label" htmlFor="np-comment">Comment</label>
            <textarea id="np-comment" className="input np-textarea" rows={3} maxLength={1000} placeholder="What is this experience for? (optional)" value={values.comment} onChange={(e) => setValues((v) => ({ ...v, comment: e.target.value }))} />
          </div>
          {uploadKind && <FileDropField key={uploadKind} kind={uploadKind} file={upload} error={errors.file} onFiles={takeFiles} />}
          {type.kind === 'image' && (
            <TargetPicker
              value={target}
              error={errors.file}
              onChange={(picked, error) => {
                setTarget(picked)
                setErrors((e) => ({ ...e, file: error }))
              }}
            />
          )}
          {compiling !== null && <CompileProgress percent={compiling} />}
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => {
              // A zip picked for one type is no scan for another: going back forgets it.
              setType(null)
              setUpload(undefined)
              setErrors({})
            }}>
              <ArrowLeft size={16} /> Back
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />} Create Project
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
