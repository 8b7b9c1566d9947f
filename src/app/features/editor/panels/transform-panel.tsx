import { Lock, Unlock } from 'lucide-react'
import { useState } from 'react'
import type { SceneNode, Vec3 } from '@shared/scene/schema'
import { docStore } from '../editor-store'
import { NumberInput } from '@app/components/fields/number-input'

const AXES = ['X', 'Y', 'Z'] as const
const toDeg = (r: number) => (r * 180) / Math.PI
const toRad = (d: number) => (d * Math.PI) / 180

export function TransformPanel({ node }: { node: SceneNode }) {
  const [locked, setLocked] = useState(true)
  const { position, rotation, scale } = node.transform
  const flatText = node.kind === 'text' && node.text.textType === '2D'
  const seal = () => docStore.getState().seal()
  const set = (field: 'position' | 'rotation' | 'scale', value: Vec3, label: string) =>
    docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch: { transform: { ...node.transform, [field]: value } } }], `${node.id}:${field}`)

  const setScale = (axis: number, v: number) => {
    const value = v === 0 && node.kind === 'audio' ? 0.1 : v
    let next = [...scale] as Vec3
    if (locked && scale[axis] !== 0) {
      const ratio = value / scale[axis]
      next = scale.map((s) => s * ratio) as Vec3
      next[axis] = value
    } else next[axis] = value
    // Spec: 2D text keeps z at 1e-5; for 3D text a change of x or y sets z to 0.001 times it.
    if (node.kind === 'text' && node.text.textType === '2D') next[2] = 1e-5
    else if (node.kind === 'text' && axis < 2) next[2] = Math.round(value * 0.001 * 1e7) / 1e7
    set('scale', next, 'Scale')
  }

  return (
    <div className="panel-section">
      <div className="panel-row-title">Position</div>
      <div className="num-row">
        {AXES.map((a, i) => (
          <NumberInput key={a} label={a} digits={4} value={position[i]} testId={`position-${a.toLowerCase()}`} onCommitEnd={seal}
            onChange={(v) => set('position', position.map((p, j) => (j === i ? v : p)) as Vec3, 'Move')} />
        ))}
      </div>
      <div className="panel-row-title">Rotation (°)</div>
      <div className="num-row">
        {AXES.map((a, i) => (
          <NumberInput key={a} label={a} digits={2} value={toDeg(rotation[i])} onCommitEnd={seal}
            onChange={(v) => set('rotation', rotation.map((r, j) => (j === i ? toRad(v) : r)) as Vec3, 'Rotate')} />
        ))}
      </div>
      <div className="panel-row-title">
        Scale
        <button type="button" className="icon-btn lock-btn" aria-pressed={locked} aria-label={locked ? 'Unlock scale ratio' : 'Lock scale ratio'} onClick={() => setLocked((v) => !v)}>
          {locked ? <Lock size={14} /> : <Unlock size={14} />}
        </button>
      </div>
      <div className="num-row">
        {AXES.map((a, i) => (
          <NumberInput key={a} label={a} digits={4} value={scale[i]} testId={`scale-${a.toLowerCase()}`} emptyAs={1} dragStep={0.01} dragMin={0.01} readOnly={i === 2 && flatText} onCommitEnd={seal} onChange={(v) => setScale(i, v)} />
        ))}
      </div>
    </div>
  )
}
