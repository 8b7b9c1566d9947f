import sharp from 'sharp'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { worldMatrix, type Affine } from '@shared/scene/world-transform'

/** The named views an agent may ask for: orthographic, as an architect's drawing (front is +Z, the viewer's side). */
export const SKETCH_VIEWS = ['front', 'back', 'left', 'right', 'top'] as const
export type SketchView = (typeof SKETCH_VIEWS)[number]

const WIDTH = 800
const HEIGHT = 600
const MARGIN = 40
/** Past this many drawn nodes the rest are left out (a sketch is for seeing a layout, not every leaf). */
const MAX_DRAWN = 2000

/** World point -> (u across, v up, near: larger is closer to the eye). */
const PROJECT: Record<SketchView, (p: [number, number, number]) => [number, number, number]> = {
  front: ([x, y, z]) => [x, y, z],
  back: ([x, y, z]) => [-x, y, -z],
  right: ([x, y, z]) => [-z, y, x],
  left: ([x, y, z]) => [z, y, -x],
  top: ([x, y, z]) => [x, -z, y],
}

/** The node's stand-in in its own space: half extents of a box, and whether it reads as round. */
function extent(node: SceneNode): { half: [number, number, number]; round: boolean } | null {
  switch (node.kind) {
    case 'group':
      return null
    case 'shape': {
      const flat2d = ['rectangle', 'ellipse', 'triangle', 'pentagon', 'star'].includes(node.shape)
      if (node.shape === 'plane') return { half: [0.5, 0.005, 0.5], round: false }
      return { half: flat2d ? [0.5, 0.5, 0.005] : [0.5, 0.5, 0.5], round: ['sphere', 'ellipse', 'cylinder', 'capsule', 'torus'].includes(node.shape) }
    }
    case 'text':
      return { half: [Math.max(0.2, Math.min(4, node.text.content.length * 0.06)), 0.15, 0.02], round: false }
    case 'light':
    case 'hotspot':
      return { half: [0.12, 0.12, 0.12], round: true }
    default:
      return { half: [0.5, 0.5, 0.5], round: false }
  }
}

const colourOf = (node: SceneNode): string =>
  node.kind === 'shape' || node.kind === 'image' ? node.material.albedo : node.kind === 'text' ? node.text.color : node.kind === 'light' ? node.light.color : node.kind === 'hotspot' ? node.color : '#9AA0A6'

const apply = (m: Affine, [x, y, z]: [number, number, number]): [number, number, number] => [
  m[0] * x + m[1] * y + m[2] * z + m[3],
  m[4] * x + m[5] * y + m[6] * z + m[7],
  m[8] * x + m[9] * y + m[10] * z + m[11],
]
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function hiddenByAncestor(nodes: SceneDocument['nodes'], node: SceneNode): boolean {
  const seen = new Set<string>()
  for (let at: SceneNode | undefined = node; at && !seen.has(at.id); at = at.parentId ? nodes[at.parentId] : undefined) {
    seen.add(at.id)
    if (!at.visible) return true
  }
  return false
}

/**
 * A schematic picture of the scene from a named view, drawn on the server without a GPU: each
 * visible node as its projected bounding box (round shapes as ellipses) in its colour and with
 * its name, farthest first. It shows where things are and how big, which is what an agent needs
 * to check a layout it built; materials, lighting and models' real outlines are not drawn.
 */
export async function sketchScene(doc: SceneDocument, view: SketchView): Promise<Buffer> {
  const project = PROJECT[view]
  const items: { u0: number; u1: number; v0: number; v1: number; near: number; node: SceneNode; round: boolean }[] = []
  for (const node of Object.values(doc.nodes)) {
    if (items.length >= MAX_DRAWN) break
    const shape = extent(node)
    if (!shape || hiddenByAncestor(doc.nodes, node)) continue
    const m = worldMatrix(doc.nodes, node.id)
    const [hx, hy, hz] = shape.half
    let u0 = Infinity, u1 = -Infinity, v0 = Infinity, v1 = -Infinity, near = 0
    for (const sx of [-1, 1]) for (const sy of [-1, 1]) for (const sz of [-1, 1]) {
      const [u, v, n] = project(apply(m, [sx * hx, sy * hy, sz * hz]))
      u0 = Math.min(u0, u); u1 = Math.max(u1, u); v0 = Math.min(v0, v); v1 = Math.max(v1, v)
      near += n / 8
    }
    if ([u0, u1, v0, v1, near].every(Number.isFinite)) items.push({ u0, u1, v0, v1, near, node, round: shape.round })
  }
  // The frame holds every item and the origin, with the same scale on both axes.
  let minU = -1, maxU = 1, minV = view === 'top' ? -1 : 0, maxV = 1
  for (const i of items) {
    minU = Math.min(minU, i.u0); maxU = Math.max(maxU, i.u1); minV = Math.min(minV, i.v0); maxV = Math.max(maxV, i.v1)
  }
  const scale = Math.min((WIDTH - 2 * MARGIN) / (maxU - minU), (HEIGHT - 2 * MARGIN - 20) / (maxV - minV))
  const ox = (WIDTH - (maxU - minU) * scale) / 2 - minU * scale
  const oy = (HEIGHT + 20 + (maxV - minV) * scale) / 2 + minV * scale
  const X = (u: number) => ox + u * scale
  const Y = (v: number) => oy - v * scale

  const parts: string[] = []
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${doc.settings.background}"/>`)
  // The ground (y = 0) seen edge-on, or a metre grid from above.
  if (view === 'top') {
    for (let g = Math.ceil(minU); g <= Math.floor(maxU); g++) parts.push(`<line x1="${X(g)}" y1="${Y(minV)}" x2="${X(g)}" y2="${Y(maxV)}" stroke="#8888" stroke-width="${g === 0 ? 1.5 : 0.5}"/>`)
    for (let g = Math.ceil(minV); g <= Math.floor(maxV); g++) parts.push(`<line x1="${X(minU)}" y1="${Y(g)}" x2="${X(maxU)}" y2="${Y(g)}" stroke="#8888" stroke-width="${g === 0 ? 1.5 : 0.5}"/>`)
  } else parts.push(`<line x1="0" y1="${Y(0)}" x2="${WIDTH}" y2="${Y(0)}" stroke="#8888" stroke-width="1.5"/>`)
  items.sort((a, b) => a.near - b.near)
  for (const i of items) {
    const x = X(i.u0), y = Y(i.v1), w = Math.max(2, (i.u1 - i.u0) * scale), h = Math.max(2, (i.v1 - i.v0) * scale)
    const fill = colourOf(i.node)
    parts.push(
      i.round
        ? `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${fill}" fill-opacity="0.85" stroke="#222" stroke-width="1"/>`
        : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" fill-opacity="0.85" stroke="#222" stroke-width="1"/>`,
    )
    parts.push(`<text x="${x + w / 2}" y="${y - 4}" font-family="DejaVu Sans, sans-serif" font-size="12" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeXml(i.node.name.slice(0, 40))}</text>`)
  }
  parts.push(`<text x="10" y="20" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">${view} view (schematic), ${items.length} objects${view === 'top' ? ', grid squares are 1 m' : ''}</text>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
