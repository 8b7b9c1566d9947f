import { useEffect } from 'react'
import { ANIMATION_MESSAGES, ANIMATION_SPEEDS, defaultAnimation, EASINGS } from '@shared/scene/behaviours'
import type { AnimationSettings, SceneNode } from '@shared/scene/schema'
import { modelClips, setAnimationPreview, useAnimationPreview, useModelClips } from '../../scene-render/animation/model-clips'
import { commitNodePatch } from '../fields/behaviour-fields'
import { Check } from '@app/components/fields/check'
import { Choice } from '@app/components/fields/choice'
import type { EditorComponent } from './components-list'

export interface AnimationPanelProps {
  node: SceneNode
  onChange: (patch: { animation: AnimationSettings }, label: string) => void
}

const speedLabel = (s: string) => `${Number(s).toFixed(2).replace(/0$/, '')}x`
const SPEED_OPTIONS = ANIMATION_SPEEDS.map(String)

/**
 * The Animation panel for model nodes: the clips found in the GLB (the renderer reports them once
 * the model has loaded), loop, speed 0.5x-2x, the easing of fades between clips, and autoplay.
 * The clip autoplays in the preview window and the viewer (or starts on a tap with autoplay off);
 * Preview plays it here in the design window.
 */
export function AnimationPanel({ node, onChange }: AnimationPanelProps) {
  const isModel = node.kind === 'model'
  const clips = useModelClips(isModel ? node.id : undefined)
  const previewing = useAnimationPreview(isModel ? node.id : undefined)
  // Leaving the panel (another selection, removal) ends the design-window preview.
  useEffect(() => () => setAnimationPreview(node.id, false), [node.id])
  if (!isModel) return null
  const animation = node.animation
  const set = <F extends keyof AnimationSettings>(field: F, value: AnimationSettings[F], label: string) => animation && onChange({ animation: { ...animation, [field]: value } }, label)

  return (
    <div className="panel-section" data-testid="animation-panel">
      {clips === undefined && <p className="field-hint" role="status">{ANIMATION_MESSAGES.loading}</p>}
      {clips?.length === 0 && <p className="muted panel-empty">{ANIMATION_MESSAGES.noClips}</p>}
      {animation && clips && clips.length > 0 && (
        <>
          <Choice
            label="Clip"
            // A clip that is no longer in the model (the GLB was replaced) shows as none.
            value={animation.clip && clips.includes(animation.clip) ? animation.clip : ''}
            options={['', ...clips]}
            show={(c) => c || 'None'}
            onChange={(v) => set('clip', v || null, 'Animation clip')}
          />
          <Check label="Loop" checked={animation.loop} onChange={(v) => set('loop', v, 'Animation loop')} />
          <Choice label="Speed" value={String(animation.speed)} options={SPEED_OPTIONS.includes(String(animation.speed)) ? SPEED_OPTIONS : [String(animation.speed), ...SPEED_OPTIONS]} show={speedLabel} onChange={(v) => set('speed', Number(v), 'Animation speed')} />
          <Choice label="Keyframing" value={animation.easing} options={EASINGS} hint="fades between clips" onChange={(v) => set('easing', v, 'Animation easing')} />
          <Check label="Autoplay" checked={animation.autoplay} onChange={(v) => set('autoplay', v, 'Animation autoplay')} />
          {!animation.autoplay && <p className="field-hint">Plays when the model is tapped in the experience.</p>}
          <button type="button" className="btn btn-outline btn-sm" aria-pressed={previewing} disabled={!animation.clip} onClick={() => setAnimationPreview(node.id, !previewing)}>
            {previewing ? 'Stop preview' : 'Preview'}
          </button>
        </>
      )}
    </div>
  )
}

/** The Animation entry for the right panel's components list (model objects only). */
export const animationComponent: EditorComponent = {
  key: 'animation',
  label: 'Animation',
  present: (node) => node.animation !== undefined,
  canAdd: (node) => node.kind === 'model',
  // Before the clips are known (or with none) the panel says so; the settings wait for a clip.
  add: (node) => commitNodePatch(node, { animation: defaultAnimation(modelClips.get(node.id) ?? []) }, 'Add animation'),
  remove: (node) => {
    setAnimationPreview(node.id, false)
    commitNodePatch(node, { animation: undefined }, 'Remove animation')
  },
  Panel: ({ node }) => <AnimationPanel node={node} onChange={(patch, label) => commitNodePatch(node, patch, label)} />,
}
