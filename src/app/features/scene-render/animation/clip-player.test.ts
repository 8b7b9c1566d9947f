import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { ease, TRANSITION_SECONDS } from '@shared/scene/behaviours'
import { ClipPlayer, type ClipRequest } from './clip-player'

/** A model with two one-second clips, as a GLB would bring them: Walk moves x 0→10, Jump moves y 0→4. */
function model() {
  const root = new THREE.Object3D()
  const walk = new THREE.AnimationClip('Walk', 1, [new THREE.NumberKeyframeTrack('.position[x]', [0, 1], [0, 10])])
  const jump = new THREE.AnimationClip('Jump', 1, [new THREE.NumberKeyframeTrack('.position[y]', [0, 1], [0, 4])])
  // Like a GLB's scene, the root carries its clips (three finds actions by name through it).
  root.animations = [walk, jump]
  return { root, player: new ClipPlayer(root, [walk, jump]) }
}
const walk: ClipRequest = { clip: 'Walk', loop: true, speed: 1, easing: 'Linear' }
const action = (player: ClipPlayer, name: string) => player.mixer.existingAction(name)!

describe('ClipPlayer', () => {
  it('lists the clips found in the model', () => {
    expect(model().player.clipNames).toEqual(['Walk', 'Jump'])
  })

  it('fades a clip in along the chosen easing curve', () => {
    for (const easing of ['Linear', 'Ease In', 'Ease Out', 'Ease In-Out'] as const) {
      const { player } = model()
      player.set({ ...walk, easing })
      player.update(TRANSITION_SECONDS / 4)
      expect(action(player, 'Walk').getEffectiveWeight()).toBeCloseTo(ease(easing, 0.25), 5)
      player.update(TRANSITION_SECONDS / 4)
      expect(action(player, 'Walk').getEffectiveWeight()).toBeCloseTo(ease(easing, 0.5), 5)
      player.update(TRANSITION_SECONDS)
      expect(action(player, 'Walk').getEffectiveWeight()).toBe(1)
    }
  })

  it('plays at the chosen speed', () => {
    const { player } = model()
    player.set({ ...walk, speed: 2 })
    player.update(0.2)
    expect(action(player, 'Walk').time).toBeCloseTo(0.4)
    player.set({ ...walk, speed: 0.5 })
    player.update(0.2)
    expect(action(player, 'Walk').time).toBeCloseTo(0.5)
  })

  it('loops, or plays once and holds the last pose', () => {
    const looping = model()
    looping.player.set(walk)
    for (let i = 0; i < 15; i++) looping.player.update(0.1)
    // 1.5 s into a looping 1 s clip: half way through the second round.
    expect(looping.root.position.x).toBeCloseTo(5, 0)
    expect(looping.player.busy).toBe(true)

    const once = model()
    once.player.set({ ...walk, loop: false })
    for (let i = 0; i < 15; i++) once.player.update(0.1)
    expect(once.root.position.x).toBeCloseTo(10)
    expect(once.player.busy).toBe(false)
    // Turning loop on again starts it over.
    once.player.set(walk)
    once.player.update(0.1)
    expect(once.player.busy).toBe(true)
    expect(once.root.position.x).toBeLessThan(5)
  })

  it('cross-fades to another clip with the easing, then stops the old one', () => {
    const { player } = model()
    player.set(walk)
    player.update(TRANSITION_SECONDS)
    player.set({ ...walk, clip: 'Jump', easing: 'Ease In' })
    player.update(TRANSITION_SECONDS / 2)
    expect(action(player, 'Jump').getEffectiveWeight()).toBeCloseTo(ease('Ease In', 0.5), 5)
    expect(action(player, 'Walk').getEffectiveWeight()).toBeCloseTo(1 - ease('Ease In', 0.5), 5)
    player.update(TRANSITION_SECONDS)
    expect(action(player, 'Walk').isRunning()).toBe(false)
    expect(action(player, 'Jump').getEffectiveWeight()).toBe(1)
    expect(player.playing).toBe('Jump')
  })

  it('fades out on stop and gives the model back its rest pose', () => {
    const { root, player } = model()
    player.set(walk)
    player.update(0.3)
    expect(root.position.x).toBeGreaterThan(0)
    player.set(null)
    expect(player.playing).toBeNull()
    player.update(TRANSITION_SECONDS + 0.01)
    expect(player.busy).toBe(false)
    expect(root.position.x).toBe(0)
  })

  it('ignores a clip the model does not have', () => {
    const { player } = model()
    player.set({ ...walk, clip: 'Run' })
    expect(player.playing).toBeNull()
    expect(player.busy).toBe(false)
  })

  it('changes speed without restarting the clip', () => {
    const { player } = model()
    player.set(walk)
    player.update(0.3)
    player.set({ ...walk, speed: 2 })
    player.update(0.1)
    expect(action(player, 'Walk').time).toBeCloseTo(0.5)
  })
})
