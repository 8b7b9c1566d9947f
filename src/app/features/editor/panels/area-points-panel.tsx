import { ArrowUp, Crosshair, MousePointerClick, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { addPointOp, pointsProblem, raisePointOp, removePointOp, updatePointOp } from '@shared/area/points'
import { AREA_MAX_POINTS, type AreaPoint, type AreaSettings, type Vec3 } from '@shared/scene/schema'
import type { SceneOp } from '@shared/scene/ops'
import { docStore, useDoc } from '../editor-store'
import { startPicking, stopPicking, useAreaPick } from '../../area-tracking/area-pick-store'
import '../../area-tracking/area-tracking.css'

const AXES = ['X', 'Y', 'Z'] as const

/** One change through the door; a refusal (a blank name) is shown rather than thrown at React. */
function commit(label: string, make: () => SceneOp, onError: (message: string | null) => void) {
  try {
    docStore.getState().commit(label, [make()])
    onError(null)
  } catch (error) {
    onError((error as Error).message)
  }
}

function PointRow({ area, index, point, onError }: { area: AreaSettings; index: number; point: AreaPoint; onError: (m: string | null) => void }) {
  const [name, setName] = useState(point.label)
  const [coords, setCoords] = useState(point.position.map(String))
  useEffect(() => setName(point.label), [point.label])
  useEffect(() => setCoords(point.position.map(String)), [point.position])
  const n = index + 1
  const saveName = () => name !== point.label && commit('Rename reference point', () => updatePointOp(area, index, { label: name }), onError)
  const saveCoords = () => {
    const position = coords.map(Number) as Vec3
    if (position.some((v, i) => coords[i].trim() === '' || !Number.isFinite(v))) return onError(`Point ${n}: type a number of metres for X, Y and Z`)
    if (position.some((v, i) => v !== point.position[i])) commit('Move reference point', () => updatePointOp(area, index, { position }), onError)
  }
  return (
    <li className="area-point" data-testid="area-point">
      <div className="area-point-head">
        <span className="area-point-badge" aria-hidden="true">{n}</span>
        <input className="input" aria-label={`Name of point ${n}`} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} onBlur={saveName} onKeyDown={(e) => e.key === 'Enter' && saveName()} />
        <span className="area-point-tools">
          <button type="button" className="icon-btn" aria-label={`Place point ${n} on the scan`} title="Click the scan to move it" onClick={() => startPicking(index, (p) => commit('Move reference point', () => updatePointOp(docStore.getState().doc.settings.area!, index, { position: p }), onError))}>
            <MousePointerClick size={15} />
          </button>
          <button type="button" className="icon-btn" aria-label={`Tap point ${n} earlier`} disabled={index === 0} onClick={() => commit('Reorder reference points', () => raisePointOp(area, index), onError)}>
            <ArrowUp size={15} />
          </button>
          <button type="button" className="icon-btn" aria-label={`Remove point ${n}`} onClick={() => commit('Remove reference point', () => removePointOp(area, index), onError)}>
            <Trash2 size={15} />
          </button>
        </span>
      </div>
      <div className="area-point-coords">
        {AXES.map((axis, i) => (
          <label key={axis}>
            <span>{axis}</span>
            <input
              className="input"
              type="number"
              step={0.01}
              aria-label={`Point ${n} ${axis} (m)`}
              value={coords[i]}
              onChange={(e) => setCoords(coords.map((c, k) => (k === i ? e.target.value : c)))}
              onBlur={saveCoords}
              onKeyDown={(e) => e.key === 'Enter' && saveCoords()}
            />
          </label>
        ))}
      </div>
    </li>
  )
}

/**
 * Area Tracking's reference points (shown with nothing selected, like the Location anchor): the
 * corners the visitor taps in the real room, in this order, to line the scan up. Each is placed by
 * clicking the grey scan, then named and, if need be, nudged by typing metres.
 */
export function AreaPointsPanel() {
  const area = useDoc((s) => s.doc.settings.area)
  const picking = useAreaPick((s) => s.picking)
  const [error, setError] = useState<string | null>(null)
  // Leaving the editor (or the project losing its area) ends a pick in progress.
  useEffect(() => stopPicking, [])
  if (!area) return null
  const full = area.points.length >= AREA_MAX_POINTS
  const problem = pointsProblem(area.points)
  const add = () => startPicking(area.points.length, (p) => commit('Add reference point', () => addPointOp(docStore.getState().doc.settings.area!, p), setError))
  return (
    <section className="area-panel" aria-label="Reference points" data-testid="area-panel">
      <div className="panel-heading"><Crosshair size={14} /> Reference points</div>
      <p className="muted">The visitor taps these in the real room, in this order, to line the scan up. Pick 2 or 3 corners that are easy to find and far apart: a doorway corner, a table edge.</p>
      {area.points.length > 0 && (
        <ol className="area-points">
          {area.points.map((point, index) => <PointRow key={index} area={area} index={index} point={point} onError={setError} />)}
        </ol>
      )}
      {picking !== null ? (
        <div className="area-picking" role="status">
          <span>Click the grey scan where point {picking + 1} is.</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={stopPicking}>Cancel</button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled={full} title={full ? `At most ${AREA_MAX_POINTS} points` : undefined} onClick={add}>
          Add reference point
        </button>
      )}
      {problem && <p className="area-problem">{problem}</p>}
      {error && <p className="area-problem" role="alert">{error}</p>}
      <p className="muted">The scan and these markers stay in the editor; only the points' positions are published, for the visitor's phone to align the room.</p>
    </section>
  )
}
