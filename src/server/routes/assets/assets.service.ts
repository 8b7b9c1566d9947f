import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import {
  assetDescriptionsSchema,
  MEDIA_MESSAGES,
  MEDIA_URL_PREFIX,
  SCENE_ASSET_TYPE,
  type AssetDescription,
  type UploadedAsset,
  type UploadType,
} from '@shared/api/assets'
import type { FieldError } from '@shared/api/envelope'
import { newObjectId } from '@shared/ids'
import { HttpError } from '../../lib/http-error'
import type { MediaStorage } from '../../lib/storage'
import { runModelJob, type ModelJobResult } from '../../services/media/model-runner'
import { sniffMedia, type SniffedMedia } from '../../services/media/sniff'
import { intakeSplat, type SplatFormat } from '../../services/media/splat-intake'
import type { MediaDb } from './media-table'
import { notifyUploadWarnings } from '../notifications/notifications.service'
import { derivedPathOf, optimizedPathOf, type ReceivedFile } from './receive-media'
import type { SpriteSheet } from '@shared/scene/vector-sprite'

export interface SaveUploadsInput {
  db: MediaDb
  storage: MediaStorage
  userId: string
  projectId: string
  type: UploadType
  rawDescriptions: string | undefined
  files: ReceivedFile[]
  pipelineTimeoutMs: number
}

interface Checked {
  description: AssetDescription
  file: ReceivedFile
  media: SniffedMedia | { format: SplatFormat; mime: string; width?: undefined; height?: undefined; svg?: undefined; sheet?: undefined }
  /** A splat's count, and the SPZ made for delivery when the original was a PLY or .splat. */
  splat?: { count: number; spz?: { path: string; sha256: string; size: number } }
  model?: { path: string; sha256: string; size: number; triangles: number; warnings: string[]; dimensions?: [number, number, number] }
  /** What is stored in place of the upload: the sanitized SVG, or a GIF's packed sheet (PNG). */
  derived?: { path: string; sha256: string; size: number; mime: string; ext: 'svg' | 'png' }
}

/** Writes the sanitized SVG or the packed sheet beside the temp file (discardFiles' sweep takes it with a crash's leftovers). */
async function writeDerived(item: Checked): Promise<Checked['derived']> {
  const bytes = item.media.svg !== undefined ? Buffer.from(item.media.svg, 'utf8') : item.media.sheet?.png
  if (!bytes) return undefined
  const ext = item.media.svg !== undefined ? 'svg' : 'png'
  const path = derivedPathOf(item.file)
  await fsp.writeFile(path, bytes)
  return { path, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), size: bytes.length, mime: ext === 'svg' ? 'image/svg+xml' : 'image/png', ext }
}

const MODEL_FAILURES: Record<Exclude<ModelJobResult, { ok: true }>['code'], string> = {
  'invalid-glb': MEDIA_MESSAGES.invalidGlb,
  'external-glb': MEDIA_MESSAGES.externalGlb,
  'invalid-obj': MEDIA_MESSAGES.invalidObj,
  failed: MEDIA_MESSAGES.modelFailed,
}

/** The descriptions (the `assets` field), or one per file from its name when the field is absent. */
export function parseDescriptions(raw: string | undefined, files: ReceivedFile[]): AssetDescription[] {
  if (files.length === 0) throw new HttpError(400, MEDIA_MESSAGES.noFiles, [{ field: 'files', message: MEDIA_MESSAGES.noFiles }])
  if (raw === undefined) return files.map((f) => ({ tempId: `temp-${f.index}`, name: f.fileName, fileIndex: f.index }))
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new HttpError(400, 'assets must be a JSON list of {tempId, name, fileIndex}', [{ field: 'assets', message: 'not JSON' }])
  }
  const parsed = assetDescriptionsSchema.safeParse(json)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: ['assets', ...i.path].join('.'), message: i.message }))
    throw new HttpError(400, `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
  }
  const used = new Set(parsed.data.map((d) => d.fileIndex))
  if (used.size !== parsed.data.length || parsed.data.length !== files.length || parsed.data.some((d) => d.fileIndex >= files.length)) {
    throw new HttpError(400, 'assets must describe every file exactly once (fileIndex 0 to files - 1)', [{ field: 'assets', message: 'fileIndex mismatch' }])
  }
  return parsed.data
}

/** One failure keeps its own message; several answer the spec's count, with each in `errors`. */
function refuseAll(failures: { status: number; error: FieldError }[]): never {
  if (failures.length === 1) throw new HttpError(failures[0].status, failures[0].error.message, [failures[0].error])
  throw new HttpError(Math.max(...failures.map((f) => f.status)), MEDIA_MESSAGES.partialFailure(failures.length), failures.map((f) => f.error))
}

/** The first bytes of a file, for magic numbers. */
async function headOf(filePath: string) {
  const file = await fsp.open(filePath, 'r')
  try {
    const head = Buffer.alloc(16)
    const { bytesRead } = await file.read(head, 0, 16, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

async function sha256OfFile(filePath: string) {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(filePath), hash)
  return hash.digest('hex')
}

/**
 * All or nothing: every file is checked by content (and models optimized) before anything is
 * stored; then originals and optimized copies go to storage and the rows are written in one
 * statement. Any failure removes the keys this request created and leaves no row.
 */
export async function saveUploads(input: SaveUploadsInput): Promise<UploadedAsset[]> {
  return storeUploads({ ...input, descriptions: parseDescriptions(input.rawDescriptions, input.files) })
}

/** As saveUploads, for descriptions already read (the spec's call describes its files its own way). */
export async function storeUploads(input: Omit<SaveUploadsInput, 'rawDescriptions'> & { descriptions: AssetDescription[] }): Promise<UploadedAsset[]> {
  const { db, storage, type, files, descriptions } = input

  const checked: Checked[] = []
  const failures: { status: number; error: FieldError }[] = []
  for (const description of descriptions) {
    const file = files[description.fileIndex]
    if (type === 'splat') {
      const splat = await intakeSplat(file.tempPath, file.fileName, await headOf(file.tempPath), optimizedPathOf(file))
      if (!splat.ok) failures.push({ status: splat.status, error: { field: description.name, message: splat.message } })
      else {
        const spz = splat.spz && { ...splat.spz, sha256: await sha256OfFile(splat.spz.path) }
        checked.push({ description, file, media: { format: splat.format, mime: splat.mime }, splat: { count: splat.count, spz } })
      }
      continue
    }
    const sniff = await sniffMedia(type, file.tempPath, file.fileName)
    if (!sniff.ok) failures.push({ status: sniff.status, error: { field: description.name, message: sniff.message } })
    else checked.push({ description, file, media: sniff })
  }
  if (failures.length) refuseAll(failures)

  for (const item of checked) {
    if (item.media.format !== 'glb' && item.media.format !== 'obj') continue
    const output = optimizedPathOf(item.file)
    const result = await runModelJob(item.file.tempPath, item.media.format, output, input.pipelineTimeoutMs)
    if (!result.ok) {
      await fsp.rm(output, { force: true })
      failures.push({ status: 422, error: { field: item.description.name, message: MODEL_FAILURES[result.code] } })
      continue
    }
    item.model = { path: output, sha256: await sha256OfFile(output), size: result.optimizedSize, triangles: result.triangles, warnings: result.warnings, dimensions: result.dimensions }
  }
  if (failures.length) refuseAll(failures)
  for (const item of checked) item.derived = await writeDerived(item)

  const created = new Set<string>()
  try {
    const rows = []
    for (const item of checked) {
      const derived = item.derived
      // An SVG's own bytes are never stored: the sanitized subset stands for the original too.
      const originalKey = derived?.ext === 'svg' ? `${derived.sha256}.svg` : `${item.file.sha256}.${item.media.format}`
      const originalSize = derived?.ext === 'svg' ? derived.size : item.file.size
      const originalPath = derived?.ext === 'svg' ? derived.path : item.file.tempPath
      if ((await storage.putFile(originalKey, originalPath, { contentType: item.media.mime, size: originalSize })).created) created.add(originalKey)
      let fileKey = originalKey
      const spz = item.splat?.spz
      if (derived?.ext === 'png') {
        fileKey = `${derived.sha256}.png`
        if ((await storage.putFile(fileKey, derived.path, { contentType: 'image/png', size: derived.size })).created) created.add(fileKey)
      }
      if (spz) {
        fileKey = `${spz.sha256}.spz`
        if ((await storage.putFile(fileKey, spz.path, { contentType: 'application/x-spz', size: spz.size })).created) created.add(fileKey)
      }
      if (item.model) {
        fileKey = `${item.model.sha256}.glb`
        if ((await storage.putFile(fileKey, item.model.path, { contentType: 'model/gltf-binary', size: item.model.size })).created) created.add(fileKey)
      }
      const sheet = spriteOf(item)
      rows.push({
        id: newObjectId(),
        owner_id: input.userId,
        project_id: input.projectId,
        type: SCENE_ASSET_TYPE[type],
        name: item.description.name,
        file_key: fileKey,
        size: item.model?.size ?? spz?.size ?? derived?.size ?? item.file.size,
        mime: item.model ? 'model/gltf-binary' : spz ? 'application/x-spz' : (derived?.mime ?? item.media.mime),
        original_key: originalKey,
        original_size: originalSize,
        original_mime: item.media.mime,
        triangles: item.model?.triangles ?? null,
        width: item.media.width ?? null,
        height: item.media.height ?? null,
        splats: item.splat?.count ?? null,
        warnings: JSON.stringify(item.model?.warnings ?? []),
        sprite: sheet ? JSON.stringify(sheet) : null,
      })
    }
    await db.insertInto('media_assets').values(rows).execute()
    // The project's answer lists the uploads no object uses yet: its cache key must move.
    await db.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', input.projectId).execute()
    await notifyUploadWarnings(db, rows)
    return rows.map((row, i) => {
      const item = checked[i]
      const url = `${MEDIA_URL_PREFIX}${row.file_key}`
      return {
        id: row.id,
        tempId: item.description.tempId,
        type: row.type,
        name: row.name,
        url,
        size: row.size,
        mime: row.mime,
        originalUrl: `${MEDIA_URL_PREFIX}${row.original_key}`,
        originalSize: row.original_size,
        originalMime: row.original_mime,
        ...(item.model && { triangles: item.model.triangles, optimizedUrl: url, warnings: item.model.warnings }),
        ...(item.model?.dimensions && { dimensions: item.model.dimensions }),
        ...(item.splat && { splats: item.splat.count }),
        ...(item.media.width && item.media.height && { width: item.media.width, height: item.media.height }),
        ...(row.sprite && { sprite: JSON.parse(row.sprite) as SpriteSheet }),
      }
    })
  } catch (error) {
    await removeUnreferenced(db, storage, [...created])
    throw error
  }
}

/** A packed GIF's layout and timing, as the document's asset keeps it. */
function spriteOf(item: Checked): SpriteSheet | null {
  const sheet = item.media.sheet
  if (!sheet) return null
  return { columns: sheet.layout.columns, rows: sheet.layout.rows, frames: sheet.frames, delays: sheet.delays.map((d) => Math.min(65_535, Math.round(d))), loop: Math.min(65_535, sheet.loop) }
}

/** Deletes the keys no saved row names (content-addressed keys may be shared with other uploads). */
export async function removeUnreferenced(db: MediaDb, storage: MediaStorage, keys: string[]) {
  if (keys.length === 0) return
  const referenced = await db
    .selectFrom('media_assets')
    .select(['file_key', 'original_key'])
    .where((eb) => eb.or([eb('file_key', 'in', keys), eb('original_key', 'in', keys)]))
    .execute()
    .catch(() => [])
  const keep = new Set(referenced.flatMap((r) => [r.file_key, r.original_key]))
  await Promise.all(keys.filter((k) => !keep.has(k)).map((k) => storage.delete(k).catch(() => undefined)))
}
