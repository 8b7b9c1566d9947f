import { ImagePlus } from 'lucide-react'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import type { TrackingRating } from '@shared/image-target/tracking-quality'
import { rateTargetImage, type RatedTarget } from './rate-target'
import './image-target.css'

const RATING_LABEL: Record<TrackingRating, string> = {
  unusable: 'Unusable',
  poor: 'Poor',
  fair: 'Fair',
  good: 'Good',
  excellent: 'Excellent',
}

export interface PickedTarget {
  file: File
  rated: RatedTarget
}

/**
 * Choose the picture to track: shows it, its size and a tracking-quality rating (the measure the
 * server refuses with), before anything is sent.
 */
export function TargetPicker({ value, onChange, error }: { value: PickedTarget | null; onChange: (picked: PickedTarget | null, error?: string) => void; error?: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string>()
  const [dragging, setDragging] = useState(false)
  const [rating, setRating] = useState(false)
  const taken = useRef(0)

  useEffect(() => {
    if (!value) return setPreview(undefined)
    const url = URL.createObjectURL(value.file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [value])

  async function take(files: FileList | File[]) {
    const list = Array.from(files)
    if (list.length !== 1) return onChange(null, list.length ? 'We accept only one file at a time' : 'file is required: choose the image to track')
    // From now on the dialog shows this file: the last picture's rating and refusal go at once, and
    // a slower rating of an earlier file, finishing later, is dropped.
    const turn = ++taken.current
    onChange(null)
    setRating(true)
    try {
      const rated = await rateTargetImage(list[0])
      if (turn === taken.current) onChange({ file: list[0], rated }, rated.refusal || undefined)
    } catch (e) {
      if (turn === taken.current) onChange(null, (e as Error).message)
    } finally {
      if (turn === taken.current) setRating(false)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void take(event.dataTransfer.files)
  }
  const quality = value?.rated.quality

  return (
    <div className="field">
      <span className="field-label">Target image (JPEG or PNG)</span>
      <div
        className={`it-drop${dragging ? ' dragging' : ''}${error ? ' has-error' : ''}${preview ? ' has-image' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => input.current?.click()}
        role="button"
        tabIndex={0}
        aria-label="Choose the target image"
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
      >
        {preview ? <img className="it-preview" src={preview} alt="The target image" /> : <ImagePlus size={24} />}
        <span>{value ? `${value.file.name} · ${value.rated.width} × ${value.rated.height} px` : rating ? 'Rating the image…' : 'Drop the picture to track here, or click to choose'}</span>
      </div>
      <input ref={input} type="file" accept="image/jpeg,image/png" hidden data-testid="target-input" onChange={(e) => e.target.files && void take(e.target.files)} />
      {quality && (
        <div className={`it-rating it-rating-${quality.rating}`} data-testid="target-rating" data-score={quality.score}>
          <div className="it-rating-head">
            <span>Tracking quality</span>
            <strong>
              {RATING_LABEL[quality.rating]} · {quality.score}/100
            </strong>
          </div>
          <div className="it-meter" role="meter" aria-label="Tracking quality" aria-valuemin={0} aria-valuemax={100} aria-valuenow={quality.score}>
            <span style={{ width: `${Math.max(3, quality.score)}%` }} />
          </div>
          <span className="it-rating-detail">
            {quality.corners} features, spread over {Math.round(quality.coverage * 100)}% of the picture{quality.repetition > 0.2 ? `, ${Math.round(quality.repetition * 100)}% repeated` : ''}
          </span>
        </div>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** The compile's progress bar (dialog and editor). */
export function CompileProgress({ percent, label = 'Preparing the target for tracking' }: { percent: number; label?: string }) {
  return (
    <div className="it-progress" data-testid="compile-progress">
      <div className="it-rating-head">
        <span>{label}</span>
        <strong>{Math.round(percent)}%</strong>
      </div>
      <div className="it-meter" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
