import { BODY_POINT_LABEL, BODY_POINTS, type BodyPoint } from '@shared/scene/body-points'
import type { SceneNode } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'

const HIPS = 'hips'

/**
 * In a Body Tracking project, which attachment point carries a top-level object in the viewer
 * (a crown on the head, a sword in the right hand); without one it follows the hips. Objects inside
 * a group go with their group, so only top-level ones are offered the choice.
 */
export function BodyPointField({ node }: { node: SceneNode }) {
  const body = useDoc((s) => Boolean(s.doc.settings.bodyTracking))
  if (!body) return null
  if (node.parentId !== null)
    return (
      <div className="panel-section">
        <p className="field-hint">Follows its group&apos;s body point.</p>
      </div>
    )
  const set = (value: string) =>
    docStore.getState().commit(`Pin ${node.name}`, [{ op: 'update', id: node.id, patch: { bodyPoint: value === HIPS ? undefined : (value as BodyPoint) } }], `${node.id}:bodyPoint`)
  return (
    <div className="panel-section" data-testid="body-point-panel">
      <div className="panel-heading">Body Tracking</div>
      <label className="prop-field">
        <span>Pinned to</span>
        <select className="prop-input" aria-label="Pinned to" value={node.bodyPoint ?? HIPS} onChange={(e) => set(e.target.value)}>
          <option value={HIPS}>Hips (follows the body)</option>
          {BODY_POINTS.map((point) => (
            <option key={point} value={point}>
              {BODY_POINT_LABEL[point]}
            </option>
          ))}
        </select>
      </label>
      <p className="field-hint">Place it on the reference body; in the viewer it keeps its place from that point as the person moves.</p>
    </div>
  )
}
