import type { SceneDocument, SceneNode } from '@shared/scene/schema'

/**
 * The spec's per-type asset records (mesh, image, video, audio, text with position_x… and
 * rotation in degrees), derived from the document at the edge, in this one module.
 */
const deg = (r: number) => Math.round(((r * 180) / Math.PI) * 100) / 100

function common(node: SceneNode) {
  const [px, py, pz] = node.transform.position
  const [rx, ry, rz] = node.transform.rotation
  const [sx, sy, sz] = node.transform.scale
  return {
    _id: node.id,
    name: node.name,
    file_name: node.name,
    position_x: px, position_y: py, position_z: pz,
    rotation_x: deg(rx), rotation_y: deg(ry), rotation_z: deg(rz),
    scale_x: sx, scale_y: sy, scale_z: sz,
    events: node.events,
  }
}

/** One record of the GET answer's per-type lists (its other fields vary by type). */
export type AssetRecord = { _id: string; name: string; [field: string]: unknown }

export function sceneRecords(doc: SceneDocument) {
  const mesh: AssetRecord[] = []
  const image: AssetRecord[] = []
  const video: AssetRecord[] = []
  const audio: AssetRecord[] = []
  const text: AssetRecord[] = []
  for (const node of Object.values(doc.nodes)) {
    const asset = 'assetId' in node ? doc.assets[node.assetId] : undefined
    const file = asset ? { asset_file_path: asset.url, file_size: asset.size, file_type: asset.mime } : {}
    switch (node.kind) {
      case 'shape':
        mesh.push({ ...common(node), glb_type: 'shapes', shape_type: node.shape, material_settings: node.material })
        break
      case 'model':
        mesh.push({ ...common(node), ...file, glb_type: 'model', material_settings: node.material })
        break
      case 'image':
        image.push({ ...common(node), ...file, material_settings: node.material })
        break
      case 'video':
        video.push({ ...common(node), ...file, video_settings: node.settings })
        break
      case 'audio':
        audio.push({ ...common(node), ...file, audio_settings: node.settings })
        break
      case 'text':
        text.push({ ...common(node), text_material: node.text })
        break
    }
  }
  return { mesh, image, video, audio, text }
}
