import { IMAGE_TARGET_LIMITS } from '../../../shared/api/image-target'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneAsset, SceneDocument, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds } from '../../../shared/scene/bounds'
import { specForName } from './catalog'
import { faceWords, imageWords } from './project-words'

/**
 * The kind of project a prompt asks for, when it is not a world: 'a face filter with sunglasses'
 * is a Face Tracking project (what it names is worn on the head), 'a poster that comes alive with
 * a dinosaur' an Image Target project (the poster is the picture the phone looks for, not a thing
 * to build; a placeholder picture stands in until the author sets theirs). The prompt comes back
 * without the words that only named the kind, so the rest is planned as usual.
 */
export interface ProjectKind {
  kind: 'face' | 'image'
  text: string
  ops: SceneOp[]
  /** What the reply tells the author to do next. */
  note: string
}

/** The placeholder picture: a library poster, until the author puts theirs in the Image target panel. */
const PLACEHOLDER: SceneAsset = { id: 'library-geometric-poster', type: 'image', name: 'geometric-poster.png', url: '/library/images/geometric-poster.png', size: 24717, mime: 'image/png', width: 512, height: 768 }

export function projectKindOf(prompt: string, doc: SceneDocument): ProjectKind | null {
  const fresh = !Object.values(doc.nodes).some((n) => n.parentId === null) && !doc.settings.faceTracking && !doc.settings.imageTarget
  if (!fresh) return null
  const face = faceWords(prompt)
  if (face !== null) {
    return {
      kind: 'face',
      text: face,
      ops: [{ op: 'settings', patch: { faceTracking: { occlude: true } } }],
      note: 'This is a Face Tracking project: what I made is worn on the reference head, and the viewer puts it on the face the front camera sees.',
    }
  }
  const image = imageWords(prompt)
  if (!image) return null
  const said = image.picture
  return {
    kind: 'image',
    text: image.text,
    ops: [{ op: 'add-asset', asset: PLACEHOLDER }, { op: 'settings', patch: { imageTarget: { assetId: PLACEHOLDER.id, widthCm: IMAGE_TARGET_LIMITS.defaultWidthCm } } }],
    note: `This is an Image Target project: what I made stands on the ${said === 'image' ? 'picture' : said}. A placeholder picture stands in for now: add a photo or the print file of your ${said} with Replace image in the Image target panel (select nothing to see it), and set its printed width, so the viewer recognises it.`,
  }
}

/** Where a worn thing sits on the reference head (see face-tracking/head-geometry): its slot, width and height of its bottom or centre. */
type Slot = { y: number; z: number; width: number; by: 'centre' | 'bottom'; front?: boolean }
const EYES: Slot = { y: 0.03, z: 0.112, width: 0.15, by: 'centre', front: true }
const TOP: Slot = { y: 0.105, z: 0, width: 0.19, by: 'bottom' }
const MOUTH: Slot = { y: -0.035, z: 0.108, width: 0.08, by: 'centre', front: true }
// The nose's tip, 2.6 cm proud of the face at about the cheekbones (head-geometry's nose bump).
const NOSE: Slot = { y: 0.002, z: 0.135, width: 0.035, by: 'centre', front: true }
const SLOTS: [RegExp, Slot][] = [
  [/glasses|goggles|spectacles|shades|monocle|eye ?mask|masquerade|visor/, EYES],
  [/nose/, NOSE],
  // (Before the top: a beard has 'ear' in it.)
  [/beard|moustache|mustache/, MOUTH],
  [/crown|tiara|hat|cap|helmet|halo|horn|ear|antler|headband|wreath|bow|flower|beanie|beret|hood|wig|hair/, { ...TOP, width: 0.16 }],
  [/moustache|mustache|beard|lips|pipe|mask/, MOUTH],
]

/** Ops that put the new top-level things on the head: each on its slot, scaled to fit it. */
export function placeOnHead(doc: SceneDocument, added: string[]): SceneOp[] {
  const children = childrenIndex(doc)
  const ops: SceneOp[] = []
  let around = 0
  for (const id of added) {
    const node = doc.nodes[id]
    const box = node && nodeBounds(node, children)
    if (!node || !box || node.kind === 'light' || node.kind === 'audio') continue
    const key = specForName(node.name)?.key ?? node.name.toLowerCase()
    const slot = SLOTS.find(([re]) => re.test(key))?.[1]
    const size = [0, 1, 2].map((i) => box.max[i] - box.min[i])
    // Anything else floats beside the head, one each side, small.
    const s: Slot = slot ?? { y: 0.05, z: 0.02, width: 0.08, by: 'centre' }
    const k = Math.min(4, s.width / Math.max(size[0], 1e-3))
    const side = slot ? 0 : (around++ % 2 === 0 ? 1 : -1) * 0.17
    const [px, py, pz] = node.transform.position
    const cx = (box.min[0] + box.max[0]) / 2
    const cz = s.front ? box.max[2] : (box.min[2] + box.max[2]) / 2
    const base = s.by === 'bottom' ? box.min[1] : (box.min[1] + box.max[1]) / 2
    // Scaled about the node's origin, then moved so the chosen point lands on the slot.
    const to: Vec3 = [side - (cx - px) * k, s.y - (base - py) * k, s.z - (cz - pz) * k]
    const r = (v: number) => Math.round(v * 1e4) / 1e4
    ops.push({ op: 'update', id, patch: { transform: { ...node.transform, position: to.map(r) as Vec3, scale: node.transform.scale.map((v) => r(v * k)) as Vec3 } } })
  }
  return ops
}
