import type { SceneDocument } from '@shared/scene/schema'
import type { ClipPlayer } from '../scene-render/animation/clip-player'
import type { SceneCore } from '../scene-render/core/scene-core'

/**
 * Model clips on the core viewer page, as the R3F layer plays them in the preview and the viewer:
 * a chosen clip autoplays, or with autoplay off a tap on the model starts it and a second tap stops
 * it. Players are made as models arrive; `tick` drives them from the page's own loop. The player
 * (and the animation code it brings) loads only for a scene with a clip: the viewer's first
 * script stays without it.
 */
export function createCoreClips(core: SceneCore, doc: () => SceneDocument) {
  const players = new Map<string, { player: ClipPlayer; tapped: boolean }>()
  const request = (id: string, on: boolean) => {
    const a = doc().nodes[id]?.animation
    return on && a?.clip ? { clip: a.clip, loop: a.loop, speed: a.speed, easing: a.easing } : null
  }
  return {
    /** A model arrived: a player for it when the document chose one of its clips. */
    async modelArrived(id: string) {
      const model = core.modelOf(id)
      const a = doc().nodes[id]?.animation
      if (!model || !a?.clip || !model.clips.some((c) => c.name === a.clip)) return
      const { ClipPlayer } = await import('../scene-render/animation/clip-player')
      players.get(id)?.player.dispose()
      const player = new ClipPlayer(model.root, model.clips)
      players.set(id, { player, tapped: false })
      player.set(request(id, a.autoplay))
    },
    /** A tap on a model whose clip waits for one; true when it was taken. */
    tap(id: string): boolean {
      const entry = players.get(id)
      if (!entry || doc().nodes[id]?.animation?.autoplay) return false
      entry.tapped = !entry.tapped
      entry.player.set(request(id, entry.tapped))
      return true
    },
    /** Advances the playing clips; true while one plays (the page keeps drawing). */
    tick(delta: number): boolean {
      let playing = false
      for (const { player } of players.values())
        if (player.busy) {
          player.update(delta)
          playing = true
        }
      return playing
    },
    dispose() {
      for (const { player } of players.values()) player.dispose()
      players.clear()
    },
  }
}
