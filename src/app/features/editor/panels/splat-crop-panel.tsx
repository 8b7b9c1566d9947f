import { useState } from 'react'
import type { NodeOf } from '@shared/scene/schema'
import { cropAround, splatCropIssue, type SplatCrop } from '@shared/scene/splat-crop'
import { Check } from '@app/components/fields/check'
import { NumberInput } from '@app/components/fields/number-input'
import { docStore } from '../editor-store'
import { splatBounds } from '../viewport/splat-crop-box'

const AXES = ['X', 'Y', 'Z'] as const

/**
 * A splat's Crop: on, it starts as the splat's own box, and its corners hide what lies outside
 * (in the splat's own metres, so it moves, turns and scales with it). Every change goes through
 * the door, so each is one undo step; typing in a corner merges into one.
 */
export function SplatCropPanel({ node }: { node: NodeOf<'splat'> }) {
  const crop = node.crop
  // A corner typed past its partner is not committed (the door would refuse it): said here instead.
  const [issue, setIssue] = useState<string | null>(null)
  // Turning it on or off is a step of its own; typing in the corners merges (until a field is left).
  const commit = (label: string, next: SplatCrop | undefined, merge?: boolean) => {
    setIssue(null)
    docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch: { crop: next } }], merge ? `${node.id}:crop` : undefined)
  }
  const setCorner = (corner: 'min' | 'max', axis: number, value: number) => {
    if (!crop) return
    const next = { ...crop, [corner]: crop[corner].map((v, i) => (i === axis ? value : v)) }
    const problem = splatCropIssue(next)
    if (problem) return setIssue(problem)
    commit('Crop', next, true)
  }
  const seal = () => {
    setIssue(null)
    docStore.getState().seal()
  }
  return (
    <div className="panel-section" data-testid="splat-crop-panel">
      <div className="panel-heading">Splat</div>
      <Check label="Crop" checked={!!crop} testId="splat-crop" onChange={(on) => commit(on ? 'Crop' : 'Uncrop', on ? cropAround(splatBounds(node.id)) : undefined)} />
      {crop && (
        <>
          {(['min', 'max'] as const).map((corner) => (
            <div key={corner}>
              <div className="panel-row-title">{corner === 'min' ? 'Crop from (m)' : 'Crop to (m)'}</div>
              <div className="num-row">
                {AXES.map((a, i) => (
                  <NumberInput key={a} label={a} digits={3} value={crop[corner][i]} testId={`crop-${corner}-${a.toLowerCase()}`} dragStep={0.01} onCommitEnd={seal} onChange={(v) => setCorner(corner, i, v)} />
                ))}
              </div>
            </div>
          ))}
          {issue && (
            <p className="field-hint" role="alert">
              {issue}
            </p>
          )}
          <p className="field-hint">In the splat&apos;s own metres (a capture turned upright keeps its Y pointing down): what lies outside the box is hidden, in the editor and the published viewer.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => commit('Reset crop', undefined)}>
            Reset
          </button>
        </>
      )}
    </div>
  )
}
