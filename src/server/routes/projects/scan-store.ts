import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { MEDIA_URL_PREFIX } from '@shared/api/assets'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import type { MediaStorage } from '../../lib/storage'
import type { ScanLocation } from './vps-scan'

/**
 * Stores a scan's GLB as media under its content's hash (the public, unguessable name every model
 * has) and answers its URL. The editor draws it; it is never a node, so it is never published.
 */
export async function storeScan(media: MediaStorage, glb: Uint8Array): Promise<string> {
  const key = `${createHash('sha256').update(glb).digest('hex')}.glb`
  await media.put(key, Readable.from(Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength)), { contentType: 'model/gltf-binary', size: glb.byteLength })
  return `${MEDIA_URL_PREFIX}${key}`
}

/** A Location-Based AR project's first scene: its place (null until the author sets it) and scan. */
export function locationScene(scanUrl: string, anchor: ScanLocation | null): SceneDocument {
  const scene = emptyScene()
  return { ...scene, settings: { ...scene.settings, location: { anchor, scanUrl, pins: {} } } }
}

/** An Area Tracking project's first scene: the room's scan, no reference points yet. */
export function areaScene(scanUrl: string): SceneDocument {
  const scene = emptyScene()
  return { ...scene, settings: { ...scene.settings, area: { scanUrl, points: [] } } }
}
