import type { FastifyInstance } from 'fastify'
import type { MediaStorage } from '../../lib/storage'
import { serveStoredFiles } from '../assets/serve-media'

export const PUBLISHED_PREFIX = '/uploads/published/'
/** Every name publish has ever written: the file's sha256 and its kind. */
export const PUBLISHED_NAME_PATTERN = /^[0-9a-f]{64}\.(usdz|glb)$/

/**
 * GET /uploads/published/<sha256>.(usdz|glb) from the published storage, for the viewer, AR Quick
 * Look (model/vnd.usdz+zip) and Scene Viewer (model/gltf-binary): public like the viewer, with
 * ranges, and cached for good as a name never names other bytes. Registered at the root, not
 * under the API prefix, so links stored in versions keep working.
 */
export async function servePublishedRoutes(fastify: FastifyInstance, { storage }: { storage: MediaStorage }) {
  await serveStoredFiles(fastify, { storage, prefix: PUBLISHED_PREFIX, namePattern: PUBLISHED_NAME_PATTERN })
}
