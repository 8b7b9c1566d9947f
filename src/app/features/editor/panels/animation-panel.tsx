import { useEffect } from 'react'
import { ANIMATION_MESSAGES, ANIMATION_SPEEDS, defaultAnimation, EASINGS } from '@shared/scene/behaviours'
import { DEFAULT_AMPLITUDE, MOTION_KINDS } from '@shared/scene/motion'
import type { AnimationSettings, MotionSettings, SceneNode } from '@shared/scene/schema'
import { modelClips, setAnimationPreview, useAnimationPreview, useModelClips } from '../../scene-render/animation/model-clips'
import { commitNodePatch } from '../fields/behaviour-fields'
import { Check } from '@app/components/fields/check'
import { Choice } from '@app/components/fields/choice'
import { Slider } from '@app/components/fields/slider'
import type { EditorComponent } from './components-list'

export interface AnimationPanelProps {
  node: SceneNode
  onChange: (patch: { animation?: AnimationSettings; motion?: MotionSettings }, label: string) => void
}

const MOTION_LABELS: Record<MotionSettings['kind'] | '', string> = { '': 'None', spin: 'Spin', bob: 'Bob', orbit: 'Orbit', swing: 'Swing' }
/** A slow turn: what the assistant gives a product on a turntable. */
export const defaultMotion = (): MotionSettings => ({ kind: 'spin', speed: 0.25 })

/**
 * Motion: a procedural spin, bob or orbit that the design window, the preview and the viewer play
 * on any object (a model's clips are separate). None takes it off.
 */
function MotionFields({ node, onChange }: AnimationPanelProps) {
  const motion = node.motion
  const set = (next: MotionSettings | undefined, label: string) => onChange({ motion: next }, label)
  return (
    <div data-testid="motion-fields">
      <Choice
        label="Motion"
        value={motion?.kind ?? ''}
        options={['', ...MOTION_KINDS]}
        show={(k) => MOTION_LABELS[k]}
        onChange={(k) => set(k ? { kind: k, speed: motion?.speed ?? 0.25, ...(k !== 'spin' && { amplitude: motion?.amplitude ?? DEFAULT_AMPLITUDE[k] }) } : undefined, 'Motion')}
      />
      {motion && <Slider label="Motion speed" value={motion.speed} range={{ min: 0, max: 2, step: 0.05 }} show={(v) => `${v.toFixed(2)}/s`} onChange={(v) => set({ ...motion, speed: v }, 'Motion speed')} />}
      {motion && motion.kind !== 'spin' && (
        <Slider label="Motion distance" value={motion.amplitude ?? DEFAULT_AMPLITUDE[motion.kind]} range={{ min: 0, max: 5, step: 0.05 }} show={(v) => `${v.toFixed(2)} m`} onChange={(v) => set({ ...motion, amplitude: v }, 'Motion distance')} />
      )}
    </div>
  )
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
  if (!isModel) return <MotionFields node={node} onChange={onChange} />
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
      <MotionFields node={node} onChange={onChange} />
    </div>
  )
}

/** The Animation entry for the right panel's components list: clips for models, Motion for any drawn object. */
export const animationComponent: EditorComponent = {
  key: 'animation',
  label: 'Animation',
  present: (node) => node.animation !== undefined || node.motion !== undefined,
  canAdd: (node) => node.kind !== 'light' && node.kind !== 'audio',
  // Before the clips are known (or with none) the panel says so; the settings wait for a clip.
  add: (node) =>
    commitNodePatch(node, node.kind === 'model' ? { animation: defaultAnimation(modelClips.get(node.id) ?? []) } : { motion: defaultMotion() }, 'Add animation'),
  remove: (node) => {
    setAnimationPreview(node.id, false)
    commitNodePatch(node, { animation: undefined, motion: undefined }, 'Remove animation')
  },
  Panel: ({ node }) => <AnimationPanel node={node} onChange={(patch, label) => commitNodePatch(node, patch, label)} />,
}
