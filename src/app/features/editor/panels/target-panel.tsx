import { ImageUp } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { setTargetWidth } from '@shared/image-target/replace-target'
import { docStore, useDoc } from '../editor-store'
import { CompileProgress } from '../../image-target/target-picker'
import { ensureCompiledTarget, replaceTarget, useTargetJobs } from '../actions/target-jobs'
import '../../image-target/image-target.css'

/** The right panel's Image Target section (shown when nothing is selected): the picture, its printed width, Replace. */
export function TargetPanel() {
  const target = useDoc((s) => s.doc.settings.imageTarget)
  const asset = useDoc((s) => (target ? s.doc.assets[target.assetId] : undefined))
  const percent = useTargetJobs((s) => s.percent)
  const label = useTargetJobs((s) => s.label)
  const input = useRef<HTMLInputElement>(null)
  const [width, setWidth] = useState(String(target?.widthCm ?? 20))
  useEffect(() => setWidth(String(target?.widthCm ?? 20)), [target?.widthCm])
  if (!target || !asset) return null
  const commitWidth = (text: string) => {
    const value = Math.round(Number(text) * 10) / 10
    if (!Number.isFinite(value) || value < 1 || value > 1000) return setWidth(String(target.widthCm))
    const change = setTargetWidth(docStore.getState().doc, value)
    if (change) docStore.getState().commit(change.label, change.ops, 'target-width')
  }
  return (
    <section className="it-panel" aria-label="Image target" data-testid="target-panel">
      <div className="panel-heading">Image target</div>
      <img className="it-panel-image" src={asset.url} alt="The target image" />
      <span className="it-rating-detail">
        {asset.name} · {asset.width} × {asset.height} px · {target.mindUrl ? 'ready to track' : 'not prepared yet'}
      </span>
      <label className="it-width">
        <span>Printed width (cm)</span>
        <input
          className="input"
          type="number"
          min={1}
          max={1000}
          step={0.5}
          value={width}
          aria-label="Printed width (cm)"
          onChange={(e) => setWidth(e.target.value)}
          onBlur={(e) => commitWidth(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && commitWidth((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="button" className="btn btn-outline btn-sm" disabled={percent !== null} onClick={() => input.current?.click()}>
        <ImageUp size={16} /> Replace image
      </button>
      <input ref={input} type="file" accept="image/jpeg,image/png" hidden data-testid="target-replace-input" onChange={(e) => {
        const file = e.target.files?.[0]
        e.target.value = ''
        if (file) void replaceTarget(file)
      }} />
      {percent !== null && <CompileProgress percent={percent} label={label} />}
      <p className="muted it-note">The card shows where the printed picture will be. Content is placed relative to it; the card itself is not published.</p>
    </section>
  )
}

/** Always mounted in an Image Target project's editor: compiles a picture that has no compiled target yet. */
export function TargetKeeper() {
  const target = useDoc((s) => s.doc.settings.imageTarget)
  const percent = useTargetJobs((s) => s.percent)
  const label = useTargetJobs((s) => s.label)
  useEffect(() => {
    if (target && !target.mindUrl) void ensureCompiledTarget()
  }, [target])
  return percent !== null ? (
    <div className="it-keeper">
      <CompileProgress percent={percent} label={label} />
    </div>
  ) : null
}
