import { DoubleSide, LinearFilter, Mesh, MeshBasicMaterial, PlaneGeometry, SRGBColorSpace, TextureLoader, type Texture } from 'three'
import { planeSize } from '@shared/scene/media-layout'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { spriteFrameAt, spriteFrameUv } from '@shared/scene/sprite-frames'
import { arrivingContent } from './arriving-content'
import type { ContentContext, NodeContent } from './node-content'

const NOTHING: NodeContent = { object: null, ready: Promise.resolve(), dispose: () => undefined }

/**
 * An uploaded SVG: fetched from our origin, its shapes built by three's SVGLoader in a chunk of its
 * own (loaded only for scenes with vectors). Nothing is drawn until it has arrived.
 */
export function vectorContent(node: Extract<SceneNode, { kind: 'vector' }>, ctx: ContentContext): NodeContent {
  const url = ctx.assets[node.assetId]?.url
  if (!url) return NOTHING
  return arrivingContent(ctx, `Vector ${url} could not be drawn`, () =>
    Promise.all([import('./vector-geometry'), fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))]).then(([geometry, text]) => {
      const drawing = geometry.buildVectorDrawing(text, node.vector)
      return drawing && { object: drawing.group, dispose: drawing.dispose }
    }),
  )
}

export const spriteKey = (node: Extract<SceneNode, { kind: 'sprite' }>, assets: SceneDocument['assets']) => `sprite|${assets[node.assetId]?.url ?? ''}`

/**
 * A GIF played from its packed sheet: one plane, its texture's offset moved to the frame due. A
 * timer set for the next frame change asks the host for one frame then (ctx.redraw), so an idle
 * scene draws exactly at the GIF's own rate and not at all once a finite loop has ended.
 */
export function spriteContent(node: Extract<SceneNode, { kind: 'sprite' }>, ctx: ContentContext): NodeContent {
  const asset = ctx.assets[node.assetId]
  const sheet = asset?.sprite
  if (!asset || !sheet) return NOTHING
  const [w, h] = planeSize(asset.width, asset.height)
  const geometry = new PlaneGeometry(w, h)
  const material = new MeshBasicMaterial({ transparent: true, alphaTest: 0.5, side: DoubleSide, toneMapped: false })
  const mesh = new Mesh(geometry, material)
  // The exporters cut the first frame from the sheet with this (exportable-scene.ts).
  mesh.userData.spriteSheet = { columns: sheet.columns, rows: sheet.rows }
  let texture: Texture | null = null
  let timer = 0
  let disposed = false
  let started = 0
  let shown = -1
  const show = () => {
    timer = 0
    if (disposed || !texture) return
    const { frame, nextInMs } = spriteFrameAt(sheet, performance.now() - started)
    if (frame !== shown) {
      shown = frame
      const uv = spriteFrameUv(sheet, frame)
      texture.repeat.set(uv.repeat[0], uv.repeat[1])
      texture.offset.set(uv.offset[0], uv.offset[1])
      mesh.userData.spriteFrame = frame
      ctx.redraw()
    }
    if (Number.isFinite(nextInMs)) timer = window.setTimeout(show, Math.max(4, nextInMs))
  }
  const ready = new TextureLoader()
    .loadAsync(asset.url)
    .then((loaded) => {
      if (disposed) return void loaded.dispose()
      loaded.colorSpace = SRGBColorSpace
      // No mipmaps: a smaller level would blend each frame with its neighbours on the sheet.
      loaded.generateMipmaps = false
      loaded.minFilter = LinearFilter
      texture = loaded
      material.map = loaded
      material.needsUpdate = true
      started = performance.now()
      show()
      ctx.changed()
    })
    .catch((error) => console.warn(`Sprite ${asset.url} could not be loaded`, error))
  return {
    object: mesh,
    ready,
    dispose: () => {
      disposed = true
      window.clearTimeout(timer)
      geometry.dispose()
      material.dispose()
      texture?.dispose()
    },
  }
}
