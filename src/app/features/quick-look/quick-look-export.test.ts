import { Object3D } from 'three'
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js'
import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { motionPose } from '@shared/scene/motion'
import { applyOps } from '@shared/scene/ops'
import type { SceneEvent } from '@shared/scene/schema'
import { quickLookScene } from '../../../../tests/support/quick-look-scene'
import { encodePng, posterRgb } from '../../../../tests/support/image-targets'
import { readUsdz } from '../../../../tests/support/usdz-reader'
import { createSceneCore } from '../scene-render/core/scene-core'
import { exportableScene } from './exportable-scene'
import type { ImageAnchor } from '../image-target/usdz-image-anchor'
import { exportQuickLook } from './quick-look-export'
import { planQuickLook } from './quick-look-plan'

const CHIME = new Uint8Array([0x49, 0x44, 0x33, 0x04, 1, 2, 3, 4])

async function exported(category: string | null, imageAnchor: ImageAnchor | null = null) {
  const { doc, ids } = quickLookScene()
  const core = createSceneCore()
  core.setDocument(doc)
  const plan = planQuickLook(doc)
  const clean = exportableScene(core.scene, { keepHidden: new Set(plan.startHidden) })
  const out = await exportQuickLook(clean, { doc, category, imageAnchor, readAsset: async (url) => (url.endsWith('chime.mp3') ? CHIME : Promise.reject(new Error(url))) }, plan)
  const entries = readUsdz(out.usdz)
  const usda = new TextDecoder().decode(entries[0].data)
  return { doc, ids, out, entries, usda }
}

/** The prims a USDZ's Xforms load as in three's USDLoader, as paths of object names from the Scene prim. */
function loadedPaths(usdz: Uint8Array): { paths: Set<string>; loader: ReturnType<USDLoader['parse']> } {
  const loader = new USDLoader().parse(usdz.buffer.slice(usdz.byteOffset, usdz.byteOffset + usdz.byteLength) as ArrayBuffer)
  const paths = new Set<string>()
  const walk = (o: Object3D, prefix: string) => {
    for (const child of o.children) {
      const path = `${prefix}/${child.name}`
      paths.add(path)
      walk(child, path)
    }
  }
  walk(loader, '')
  return { paths, loader }
}

/** Every Preliminary_Behavior: its trigger kind and affected prims, and its actions in order. */
function behaviours(usda: string) {
  const blocks = usda.split(/def Preliminary_Behavior "/).slice(1)
  return blocks.map((block) => {
    const trigger = /def Preliminary_Trigger "Trigger"\s*\{([\s\S]*?)\}/.exec(block)![1]
    const actions = [...block.matchAll(/def Preliminary_Action "Action_\d+"\s*\{([\s\S]*?)\n\s*\}/g)].map((m) => ({
      id: /info:id = "(\w+)"/.exec(m[1])![1],
      type: /uniform token type = "(\w+)"/.exec(m[1])![1],
      affected: [...(/rel affectedObjects = \[([^\]]*)\]/.exec(m[1])?.[1] ?? '').matchAll(/<([^>]+)>/g)].map((a) => a[1]),
      audio: /uniform asset audio = @([^@]+)@/.exec(m[1])?.[1] ?? null,
    }))
    return {
      trigger: /info:id = "(\w+)"/.exec(trigger)![1],
      affected: [...(/rel affectedObjects = \[([^\]]*)\]/.exec(trigger)?.[1] ?? '').matchAll(/<([^>]+)>/g)].map((a) => a[1]),
      actions,
    }
  })
}

describe('the AR Quick Look USDZ with behaviours', () => {
  it('is a valid USDZ whose every tap trigger and action names a prim that exists, as three loads it back', async () => {
    const { usda, entries, out } = await exported('SURFACE')
    expect(entries[0].name).toMatch(/\.usda$/)
    for (const entry of entries) {
      expect(entry.method, entry.name).toBe(0)
      expect(entry.dataOffset % 64, entry.name).toBe(0)
    }
    const { paths, loader } = loadedPaths(out.usdz)
    // Round trip: three's USDLoader reads the file back, behaviours and all, with every mesh.
    let meshes = 0
    loader.traverse((o) => void ((o as { isMesh?: boolean }).isMesh && meshes++))
    expect(meshes).toBeGreaterThanOrEqual(7)
    const all = behaviours(usda)
    expect(all.length).toBeGreaterThan(0)
    for (const b of all) {
      expect(b.affected.length).toBeGreaterThan(b.trigger === 'TapGesture' ? 0 : -1)
      for (const p of [...b.affected, ...b.actions.flatMap((a) => a.affected)]) {
        expect(paths.has(p), `${p} is a loaded prim`).toBe(true)
        expect(p.startsWith('/Root/Scenes/Scene/N_'), `${p} is a scene object, not a behaviour`).toBe(true)
      }
    }
  })

  it("maps the scene's taps to hide, show and audio actions in the author's order, and hides what an Enable shows at the start", async () => {
    const { usda, out, entries } = await exported('WORLD')
    const prim = out.prims
    const ids = quickLookScene().ids
    const taps = behaviours(usda).filter((b) => b.trigger === 'TapGesture')
    const bySource = (name: string) => taps.filter((t) => t.affected.length === 1 && t.affected[0] === prim[ids[name]])
    const red = bySource('Red cube')
    expect(red).toHaveLength(1) // the Double Click does not take a second tap
    expect(red[0].actions.map((a) => [a.id, a.type, a.affected])).toEqual([
      ['Visibility', 'hide', [prim[ids['Blue sphere']]]],
      ['Visibility', 'show', [prim[ids['Hidden cone']]]],
      ['Audio', 'play', [prim[ids.Chime]]],
    ])
    // The played file is in the archive, byte for byte.
    const file = red[0].actions[2].audio!
    expect(Buffer.from(entries.find((e) => e.name === file)!.data).equals(Buffer.from(CHIME))).toBe(true)
    // A Double Click on an object without a Single Click is its tap.
    expect(bySource('Blue sphere')[0].actions.map((a) => [a.id, a.type, a.affected])).toEqual([['Audio', 'stop', [prim[ids.Chime]]]])
    // A nested object's tap names its nested prim.
    expect(prim[ids.Lid]).toMatch(new RegExp(`/${prim[ids['Crate group']].split('/').pop()}/.+/N_lid$`))
    expect(bySource('Lid')[0].actions.map((a) => a.type)).toEqual(['hide'])
    // The video button runs nothing in Quick Look, so it has no behaviour.
    expect(bySource('Screen button')).toHaveLength(0)
    const start = behaviours(usda).filter((b) => b.trigger === 'SceneTransition')
    expect(start).toHaveLength(1)
    expect(start[0].actions.map((a) => [a.type, a.affected])).toEqual([['hide', [prim[ids['Hidden cone']]]]])
  })

  it('lists every event Quick Look cannot run, and nothing it runs', async () => {
    const { out } = await exported('SURFACE')
    const lines = out.plan.notRun
    expect(lines).toHaveLength(6)
    // Media the viewer starts on load are said too, never dropped in silence.
    expect(lines.find((l) => l.startsWith('Chime: plays on load'))).toMatch(/a tap can/)
    expect(lines.find((l) => l.startsWith('Clip: plays on load'))).toMatch(/no video/)
    expect(lines.find((l) => l.includes('Redirect to URL'))).toMatch(/^Single Click on Red cube: Redirect to URL to https:\/\/example\.com\/shop/)
    expect(lines.find((l) => l.startsWith('Double Click on Red cube'))).toMatch(/Enable on Blue sphere/)
    expect(lines.find((l) => l.includes('Play on Clip'))).toMatch(/no video control/)
    expect(lines.find((l) => l.includes('Animate on Door'))).toBeDefined()
    expect(lines.some((l) => (/Disable/.test(l) || /on Chime/.test(l)) && !l.includes('Double Click'))).toBe(false)
  })

  it('anchors to a horizontal plane for Surface and World, to the face for Face, to the picture for Image', async () => {
    for (const category of ['SURFACE', 'WORLD']) {
      const { usda } = await exported(category)
      expect(usda).toContain('token preliminary:anchoring:type = "plane"')
      expect(usda).toContain('token preliminary:planeAnchoring:alignment = "horizontal"')
    }
    const face = (await exported('FACE')).usda
    expect(face).toContain('token preliminary:anchoring:type = "face"')
    expect(face).not.toContain('planeAnchoring')
    expect(face).toContain('def Preliminary_Behavior') // behaviours survive the anchoring change

    const picture = new Uint8Array(await encodePng(posterRgb(64, 48, 7)))
    const image = await exported('IMAGE', { picture, ext: 'png', widthCm: 21 })
    expect(image.usda).toContain('token preliminary:anchoring:type = "image"')
    expect(image.usda).toMatch(/uniform double physicalWidth = 21\b/)
    const ref = /uniform asset image = @([^@]+)@/.exec(image.usda)![1]
    expect(Buffer.from(image.entries.find((e) => e.name === ref)!.data).equals(Buffer.from(picture))).toBe(true)
    expect(image.usda).toContain('def Preliminary_Behavior')
    expect(loadedPaths(image.out.usdz).paths.size).toBeGreaterThan(5)
  })

  it("plays the Spinner's motion as the viewer does (time samples from its motion), and leaves the tapped Door still", async () => {
    const { usda, out, doc } = await exported('SURFACE')
    const { loader } = loadedPaths(out.usdz)
    const spinner = out.prims[quickLookScene().ids.Spinner].split('/').pop()!
    const block = usda.slice(usda.indexOf(`def Xform "${spinner}_m"`))
    expect(block.slice(0, block.indexOf('\n\t\t\t\t}'))).toContain('xformOp:orient.timeSamples')
    expect(usda).toMatch(/endTimeCode = 60\b/) // 0.5 turns a second: one turn in 2 s, at 30 fps
    const door = out.prims[quickLookScene().ids.Door].split('/').pop()!
    const doorBlock = usda.slice(usda.indexOf(`def Xform "${door}_m"`))
    expect(doorBlock.slice(0, 400)).not.toContain('timeSamples')
    // Three reads the samples back as a clip: a quarter period in, a quarter turn about y.
    const clips = (loader as unknown as { animations: { tracks: { name: string; times: Float32Array; values: Float32Array }[] }[] }).animations
    const track = clips.flatMap((c) => c.tracks).find((t) => t.name.includes(`${spinner}_m`) && t.name.endsWith('.quaternion'))
    expect(track, 'a rotation track for the spinner').toBeDefined()
    const i = track!.times.findIndex((t) => Math.abs(t - 0.5) < 1e-3)
    const expected = motionPose(doc.nodes.spinner.motion, 0.5).rotation[1]
    expect(2 * Math.atan2(track!.values[i * 4 + 1], track!.values[i * 4 + 3])).toBeCloseTo(expected, 3)
  })

  it('gives nodes whose ids differ only in - and _ prims of their own, and each tap names its own', async () => {
    let doc = emptyScene()
    const hide = (id: string, target: string): SceneEvent => ({ id, inputType: 'touch', trigger: 'click', action: 'disable', targetId: target, url: null })
    doc = applyOps(doc, [
      { op: 'add', node: { ...createShape(doc, 'cube', [-1, 0.5, 0]), id: 'a-b', name: 'Dash', events: [hide('e1', 'a_b')] } },
      { op: 'add', node: { ...createShape(doc, 'sphere', [1, 0.5, 0]), id: 'a_b', name: 'Underscore', events: [hide('e2', 'a-b')] } },
    ]).doc
    const core = createSceneCore()
    core.setDocument(doc)
    const out = await exportQuickLook(exportableScene(core.scene), { doc, category: 'SURFACE', imageAnchor: null, readAsset: () => Promise.reject(new Error('none')) })
    expect(out.prims['a-b']).not.toBe(out.prims['a_b'])
    const usda = new TextDecoder().decode(readUsdz(out.usdz)[0].data)
    const { paths } = loadedPaths(out.usdz)
    const taps = behaviours(usda)
    expect(taps).toHaveLength(2)
    for (const [source, target] of [['a-b', 'a_b'], ['a_b', 'a-b']]) {
      const tap = taps.find((t) => t.affected[0] === out.prims[source])!
      expect(tap.actions[0].affected).toEqual([out.prims[target]])
      expect(paths.has(out.prims[source]) && paths.has(out.prims[target])).toBe(true)
    }
  })
})
