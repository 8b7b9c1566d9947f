import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../env'
import { createMediaStorage, type MediaStorage } from '../../lib/storage'

export const THUMBNAIL_PREFIX = '/uploads/thumbnails/'
/** `<project id>-<sha256 prefix>.png`, as storeThumbnail names them. */
export const THUMBNAIL_NAME_PATTERN = /^[0-9a-f]{24}-[0-9a-f]{16}\.png$/
const VPS_PATH = /^vps\/([0-9a-f]{24}\.zip)$/

/** A project's own files, behind the storage interface: local folders, or a bucket every node shares. */
export interface ProjectFiles {
  thumbnails: MediaStorage
  vpsZips: MediaStorage
}

export function createProjectFiles(env: Env): ProjectFiles {
  return { thumbnails: createMediaStorage(env, 'thumbnails'), vpsZips: createMediaStorage(env, 'vps') }
}

/** The storage key of a thumbnail URL (`/uploads/thumbnails/<key>`), or undefined for anything else. */
export const thumbnailKey = (url: string | null | undefined) => {
  const name = url?.startsWith(THUMBNAIL_PREFIX) ? url.slice(THUMBNAIL_PREFIX.length) : undefined
  return name && THUMBNAIL_NAME_PATTERN.test(name) ? name : undefined
}

/** The storage key of a stored VPS zip (`vps/<project id>.zip` in vps_zip.path), or undefined. */
export const vpsZipKey = (relative: string | null | undefined) => (relative ? VPS_PATH.exec(relative)?.[1] : undefined)
export const vpsZipPath = (projectId: string) => `vps/${projectId}.zip`

/**
 * Thumbnails and VPS zips were written to DATA_DIR/uploads/{thumbnails,vps} before they went
 * through storage. On a bucket, a node copies its local ones over once at start (a marker file
 * says it is done), so they serve from every node. Locally the storage is those folders already.
 */
export async function copyLocalProjectFiles(env: Env, files: ProjectFiles, log?: FastifyBaseLogger) {
  for (const [area, storage] of [['thumbnails', files.thumbnails], ['vps', files.vpsZips]] as const) {
    if (storage.kind === 'local') continue
    const dir = path.join(env.DATA_DIR, 'uploads', area)
    const marker = path.join(dir, '.copied-to-storage')
    if (!fs.existsSync(dir) || fs.existsSync(marker)) continue
    let copied = 0
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith('.')) continue
      const file = path.join(dir, name)
      const stat = fs.statSync(file)
      if (!stat.isFile()) continue
      const meta = { contentType: area === 'vps' ? 'application/zip' : 'image/png', size: stat.size }
      if ((await storage.putFile(name, file, meta)).created) copied += 1
    }
    fs.writeFileSync(marker, `${new Date().toISOString()}\n`)
    if (copied) log?.info(`copied ${copied} local ${area} file(s) to the shared storage`)
  }
}
