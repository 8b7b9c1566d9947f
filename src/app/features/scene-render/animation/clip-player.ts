import { AnimationMixer, LoopOnce, LoopRepeat, type AnimationAction, type AnimationClip, type Object3D } from 'three'
import { ease, TRANSITION_SECONDS, type Easing } from '@shared/scene/behaviours'

export interface ClipRequest {
  clip: string
  loop: boolean
  speed: number
  easing: Easing
}

interface Fade {
  action: AnimationAction
  from: number
  to: number
  elapsed: number
  easing: Easing
}

/**
 * Plays one GLB clip at a time on a model, with the Animation panel's settings: loop or once,
 * 0.5x-2x, and fades shaped by the easing curve (fade in on start, cross-fade on a clip change,
 * fade out on stop). Three's own fades are linear, so weights are driven here.
 */
export class ClipPlayer {
  readonly mixer: AnimationMixer
  private current: { request: ClipRequest; action: AnimationAction } | null = null
  private fades: Fade[] = []

  constructor(
    root: Object3D,
    private readonly clips: readonly AnimationClip[],
    private readonly transition = TRANSITION_SECONDS,
  ) {
    this.mixer = new AnimationMixer(root)
  }

  get clipNames(): string[] {
    return this.clips.map((c) => c.name)
  }

  /** True while anything plays or fades: the canvas must keep drawing. */
  get busy(): boolean {
    return this.fades.length > 0 || (this.current !== null && this.current.action.isRunning())
  }

  get playing(): string | null {
    return this.current?.request.clip ?? null
  }

  /** What should play now; null stops (with a fade out). Same clip again only updates its settings. */
  set(request: ClipRequest | null, restart = false) {
    const clip = request && this.clips.find((c) => c.name === request.clip)
    if (this.current && clip && this.current.request.clip === request!.clip && !restart) {
      const { action, request: before } = this.current
      this.configure(action, request!)
      this.current.request = request!
      // A clip that ended (played once) and is now set to loop starts over.
      if (request!.loop && !before.loop && !action.isRunning()) action.reset().play()
      return
    }
    if (this.current) this.fadeTo(this.current.action, 0, request?.easing ?? this.current.request.easing)
    this.current = null
    if (!clip || !request) return
    const action = this.mixer.clipAction(clip)
    // Reusing an action that is fading out: take it over from its current weight.
    this.fades = this.fades.filter((f) => f.action !== action)
    const weight = action.isRunning() ? action.getEffectiveWeight() : 0
    if (!action.isRunning() || restart) action.reset()
    this.configure(action, request)
    action.setEffectiveWeight(weight)
    action.play()
    this.current = { request, action }
    this.fadeTo(action, 1, request.easing, weight)
  }

  update(delta: number) {
    for (const fade of this.fades) {
      fade.elapsed += delta
      const t = this.transition > 0 ? fade.elapsed / this.transition : 1
      fade.action.setEffectiveWeight(fade.from + (fade.to - fade.from) * ease(fade.easing, t))
      if (t >= 1 && fade.to === 0) fade.action.stop()
    }
    this.fades = this.fades.filter((f) => f.elapsed < this.transition)
    this.mixer.update(delta)
  }

  dispose() {
    this.mixer.stopAllAction()
    this.mixer.uncacheRoot(this.mixer.getRoot())
    this.fades = []
    this.current = null
  }

  private configure(action: AnimationAction, request: ClipRequest) {
    action.setLoop(request.loop ? LoopRepeat : LoopOnce, Infinity)
    // A clip played once ends on its last pose rather than snapping back.
    action.clampWhenFinished = !request.loop
    action.setEffectiveTimeScale(request.speed)
  }

  private fadeTo(action: AnimationAction, to: number, easing: Easing, from = action.getEffectiveWeight()) {
    this.fades = this.fades.filter((f) => f.action !== action)
    this.fades.push({ action, from, to, elapsed: 0, easing })
  }
}
