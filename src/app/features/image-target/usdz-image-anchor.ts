import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'three/examples/jsm/libs/fflate.module.js'

export interface ImageAnchor {
  /** The target picture's bytes, as uploaded. */
  picture: Uint8Array
  ext: 'png' | 'jpg'
  /** Printed width in centimetres (Apple's physicalWidth is in centimetres). */
  widthCm: number
}

const REFERENCE = 'AnchoringReferenceImage'

/**
 * Anchors a USDZ made by three's USDZExporter (which writes plane anchoring only) to a picture,
 * as AR Quick Look reads it (Apple's USDZ schemas for AR, Preliminary_ReferenceImage): the scene
 * prim's `preliminary:anchoring:type` becomes "image", it gains a relationship to a reference image prim
 * naming the picture (stored in the archive) and its physical width, and loses the plane alignment
 * the exporter writes. The archive is rebuilt as USDZ requires: stored (no compression), the
 * .usda first, every file's data at a multiple of 64 bytes.
 */
export function anchorUsdzToImage(usdz: Uint8Array, anchor: ImageAnchor): Uint8Array {
  const files = unzipSync(usdz)
  const names = Object.keys(files)
  const modelName = names.find((n) => n.endsWith('.usda'))
  if (!modelName) throw new Error('The USDZ has no .usda layer')
  const imageName = `textures/anchor-image.${anchor.ext}`
  let usda = strFromU8(files[modelName])
  const type = /token preliminary:anchoring:type = "[a-z]+"/
  if (!type.test(usda)) throw new Error('The USDZ has no anchoring to replace (export it with includeAnchoringProperties)')
  usda = usda.replace(type, 'token preliminary:anchoring:type = "image"')
  const prim = [
    `rel preliminary:imageAnchoring:referenceImage = </Root/Scenes/Scene/${REFERENCE}>`,
    '',
    `def Preliminary_ReferenceImage "${REFERENCE}"`,
    '{',
    `    uniform asset image = @${imageName}@`,
    `    uniform double physicalWidth = ${Number(anchor.widthCm.toFixed(2))}`,
    '}',
  ]
  const alignment = /^(\s*)token preliminary:planeAnchoring:alignment = "[a-z]+"\s*$/m
  const match = alignment.exec(usda)
  if (match) usda = usda.replace(alignment, prim.map((line) => (line ? match[1] + line : line)).join('\n'))
  else usda = usda.replace(/^(\s*)(token preliminary:anchoring:type = "image")\s*$/m, (_all, indent: string, line: string) => [line, ...prim].map((l) => (l ? indent + l : l)).join('\n'))

  const ordered: Record<string, Uint8Array> = { [modelName]: strToU8(usda) }
  for (const name of names) if (name !== modelName) ordered[name] = files[name]
  ordered[imageName] = anchor.picture
  return zipAligned(ordered)
}

/** Stored entries whose data start on a 64-byte boundary (three's USDZExporter does the same). */
export function zipAligned(files: Record<string, Uint8Array>): Uint8Array {
  const zippable: Zippable = {}
  let offset = 0
  for (const [name, data] of Object.entries(files)) {
    offset += 30 + name.length
    const extraHeader = 4
    const mod = (offset + extraHeader) % 64
    // Each extra field costs 4 header bytes plus its padding; pad so the data starts aligned.
    const pad = mod === 0 ? 0 : 64 - mod
    zippable[name] = [data, { level: 0, extra: { 12345: new Uint8Array(pad) } }]
    offset += extraHeader + pad + data.length
  }
  return zipSync(zippable, { level: 0, mtime: new Date(1980, 0, 2) })
}
