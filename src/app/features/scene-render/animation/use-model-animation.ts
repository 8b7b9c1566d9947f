import { useFrame, useThree } from '@react-three/fiber'
import { redrawShadows } from '../core/look'
import { useEffect, useMemo, useRef, useState } from 'react'
import type * as THREE from 'three'
import type { AnimationSettings } from '@shared/scene/schema'
import { useSimulation } from '../physics/simulation'
import { ClipPlayer, type ClipRequest } from './clip-player'
import { modelClips, useAnimationPreview } from './model-clips'

const names = new WeakMap<THREE.AnimationClip[], readonly string[]>()
/** One names array per GLB, so setting it again for the same model notifies no one. */
function clipNames(clips: THREE.AnimationClip[]): readonly string[] {
  let list = names.get(clips)
  if (!list) names.set(clips, (list = clips.map((c) => c.name)))
  return list
}

/**
 * A model node's clips, for the renderer: publishes the clip names for the Animation panel and
 * plays the chosen clip. In the preview window and the viewer it autoplays, or, with autoplay off,
 * a tap on the model starts it (a second tap stops it). The design window stays still unless the
 * author presses Preview in the panel. Returns the click handler to put on the model.
 */
export function useModelAnimation(nodeId: string, root: THREE.Object3D, clips: THREE.AnimationClip[], settings: AnimationSettings | undefined) {
  const { running, replayKey } = useSimulation()
  const previewing = useAnimationPreview(nodeId)
  const invalidate = useThree((s) => s.invalidate)
  const [tapped, setTapped] = useState(false)
  const player = useMemo(() => new ClipPlayer(root, clips), [root, clips])
  useEffect(() => () => player.dispose(), [player])

  // Kept after unmount: the design window and the preview may both draw the model, and the
  // panel must not lose the list when one of them closes. A new GLB replaces it.
  useEffect(() => modelClips.set(nodeId, clipNames(clips)), [nodeId, clips])

  const clip = settings?.clip && clips.some((c) => c.name === settings.clip) ? settings.clip : null
  const active = clip !== null && (running ? settings!.autoplay || tapped : previewing)
  const request: ClipRequest | null = active ? { clip: clip!, loop: settings!.loop, speed: settings!.speed, easing: settings!.easing } : null
  const key = request ? `${request.clip}|${request.loop}|${request.speed}|${request.easing}` : ''

  const lastReplay = useRef(replayKey)
  useEffect(() => {
    const restart = lastReplay.current !== replayKey
    lastReplay.current = replayKey
    if (restart && tapped && !settings?.autoplay) {
      // A replay starts the experience over: a clip started by a tap waits for a new tap.
      setTapped(false)
      return
    }
    player.set(request, restart)
    invalidate()
  }, [player, key, replayKey]) // eslint-disable-line react-hooks/exhaustive-deps

  useFrame((state, delta) => {
    if (!player.busy) return
    player.update(delta)
    redrawShadows(state.gl)
    state.invalidate()
  })

  const tappable = running && clip !== null && !settings!.autoplay
  return { onClick: tappable ? () => setTapped((t) => !t) : undefined }
}
