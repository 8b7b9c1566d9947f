import type { NodeOf, SceneDocument } from '@shared/scene/schema'
import { VECTOR_RANGES, type VectorSettings } from '@shared/scene/vector-sprite'
import { Slider } from '@app/components/fields/slider'

/** An SVG's shape: flat (a vector plane) or extruded, with its depth and bevel in metres. */
export function VectorPanel({ node, update }: { node: NodeOf<'vector'>; update: (label: string, vector: VectorSettings, key: string) => void }) {
  const v = node.vector
  return (
    <div className="panel-section" data-testid="vector-panel">
      <div className="panel-heading">Vector</div>
      <label className="prop-field">
        <span>Shape</span>
        <select className="prop-input" aria-label="Vector shape" value={v.extrude ? 'extruded' : 'flat'} onChange={(e) => update('Vector shape', { ...v, extrude: e.target.value === 'extruded' }, 'vshape')}>
          <option value="flat">Flat</option>
          <option value="extruded">Extruded</option>
        </select>
      </label>
      {v.extrude ? (
        <>
          <Slider label="Depth" value={v.depth} range={VECTOR_RANGES.depth} show={(d) => `${Math.round(d * 100)} cm`} onChange={(depth) => update('Vector depth', { ...v, depth }, 'vdepth')} />
          <Slider label="Bevel" value={v.bevel} range={VECTOR_RANGES.bevel} show={(b) => `${(b * 100).toFixed(1)} cm`} onChange={(bevel) => update('Vector bevel', { ...v, bevel }, 'vbevel')} />
        </>
      ) : (
        <p className="field-hint">Flat: the drawing as a vector plane. Choose Extruded for depth and bevel.</p>
      )}
    </div>
  )
}

/** A GIF plays at its own timing everywhere; Quick Look shows its first frame (said here, before publishing). */
export function SpritePanel({ node, assets }: { node: NodeOf<'sprite'>; assets: SceneDocument['assets'] }) {
  const sheet = assets[node.assetId]?.sprite
  const total = sheet ? sheet.delays.reduce((a, b) => a + b, 0) : 0
  return (
    <div className="panel-section" data-testid="sprite-panel">
      <div className="panel-heading">Sprite</div>
      {sheet && (
        <p className="field-hint">
          {sheet.frames} frames, {(total / 1000).toFixed(2)} s {sheet.loop === 0 ? 'looping' : `played ${sheet.loop} ${sheet.loop === 1 ? 'time' : 'times'}`}, at the GIF's own timing. iPhone AR Quick Look shows the first frame.
        </p>
      )}
    </div>
  )
}
