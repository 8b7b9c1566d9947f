import crypto from 'node:crypto'
import { createHotspot, createLight, createModel, createShape, createText, emptyScene } from '@shared/scene/defaults'
import { beginTransaction } from '@shared/scene/transaction'
import type { SceneDocument, SceneNode, ShapeType, Vec3 } from '@shared/scene/schema'
import { LIBRARY_ITEMS } from '../library/library-catalog'

/** Stable ids from a template and a name, so a template's document is the same at every start. */
const stableId = (scope: string, key: string) => crypto.createHash('sha256').update(`${scope}:${key}`).digest('hex').slice(0, 24)
const deg = (d: number) => (d * Math.PI) / 180

/** A small builder so each template reads like a shot list. */
export class TemplateBuilder {
  private readonly tx = beginTransaction(emptyScene())
  private n = 0
  constructor(private readonly scope: string) {}

  /** The template's document so far (every step went through the scene's door). */
  get doc(): SceneDocument {
    return this.tx.doc
  }

  private add(node: SceneNode, transform?: { rotationY?: number; scale?: number | Vec3 }) {
    const scale = transform?.scale ?? 1
    const placed = {
      ...node,
      id: stableId(this.scope, `node${this.n++}`),
      transform: {
        ...node.transform,
        rotation: [0, deg(transform?.rotationY ?? 0), 0] as Vec3,
        scale: (typeof scale === 'number' ? [scale, scale, scale] : scale) as Vec3,
      },
    } as SceneNode
    this.tx.push({ op: 'add', node: placed })
    return placed
  }

  model(slug: string, position: Vec3, rotationY = 0, scale: number = 1) {
    const item = LIBRARY_ITEMS.find((i) => i.slug === slug)
    if (!item?.file) throw new Error(`template uses a missing library model: ${slug}`)
    const assetId = stableId('library', slug)
    if (!this.doc.assets[assetId]) {
      this.tx.push({ op: 'add-asset', asset: { id: assetId, type: 'model', name: `${slug}.glb`, url: item.file, size: item.size, mime: item.mime, triangles: item.triangles } })
    }
    const node = createModel(this.doc, assetId, item.name, position)
    return this.add(node, { rotationY, scale })
  }

  shape(shape: ShapeType, position: Vec3, albedo: string, scale: number | Vec3 = 1, rotationY = 0) {
    return this.add(createShape(this.doc, shape, position, albedo), { scale, rotationY })
  }

  text(content: string, position: Vec3, color = '#FFFFFF', fontSize = 60, rotationY = 0) {
    const node = createText(this.doc, '3D', position)
    return this.add({ ...node, name: content.slice(0, 40) || 'Text', text: { ...node.text, content, color, fontSize } }, { rotationY })
  }

  hotspot(label: string, position: Vec3, color = '#7C6CFF') {
    const node = createHotspot(this.doc, position)
    return this.add({ ...node, label, color })
  }

  light(type: 'point' | 'spot' | 'directional', position: Vec3, color = '#FFF4D6', intensity = 2) {
    const node = createLight(this.doc, type, position)
    return this.add({ ...node, light: { ...node.light, color, intensity } })
  }

  background(color: string) {
    this.tx.push({ op: 'settings', patch: { background: color, fog: { ...this.doc.settings.fog, color } } })
    return this
  }
}
