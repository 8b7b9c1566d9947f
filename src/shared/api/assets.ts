import * as z from 'zod'
import { audioSettingsSchema, videoSettingsSchema } from '../scene/media-settings'
import { eventSchema, materialSchema, textSchema } from '../scene/schema'
import { SPRITE_MAX_FRAMES, spriteSheetSchema } from '../scene/vector-sprite'
import { okEnvelope } from './envelope'

/**
 * Media uploads (editor spec §5 and §7, POST assets/{type}/bulk): the limits, the messages and the
 * wire contract, shared so the upload dialog refuses exactly what the server refuses, in the same words.
 */
export const UPLOAD_TYPES = ['mesh', 'image', 'video', 'audio', 'vector', 'sprite', 'splat'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]
/** The spec's path also names text, which travels inside the scene document, never as a file. */
export const BULK_PATH_TYPES = [...UPLOAD_TYPES, 'text'] as const

const MB = 1024 * 1024
/**
 * Bytes. For 3D the spec keeps two readings: the dialog refuses above 50 MB (its message), and the
 * server's hard cap is 524288000 bytes (configurable there through MEDIA_MAX_MESH_BYTES).
 */
export const UPLOAD_LIMITS = {
  image: 2 * MB,
  video: 10 * MB,
  audio: 5242880,
  mesh: 50 * MB,
  meshServer: 524288000,
  vector: 2 * MB,
  sprite: 10 * MB,
  /** Splats share the mesh limits: the dialog's 50 MB and the server's MEDIA_MAX_MESH_BYTES. */
  splat: 50 * MB,
} as const

/** A GIF's budget, counted from its header before any frame is decoded: frames, and frames × width × height. */
export const SPRITE_LIMITS = { frames: SPRITE_MAX_FRAMES, decodedPixels: 64_000_000 } as const

/**
 * Gaussian splats drawn per frame at most (Spark's LoD picks which): phones and headsets draw the
 * first figure, desktops the second. One file may hold at most SPLAT_MAX_COUNT splats.
 */
export const SPLAT_BUDGET = { mobile: 500_000, desktop: 1_500_000 } as const
export const SPLAT_MAX_COUNT = 10_000_000
export const SPLAT_EXTENSIONS = ['ply', 'splat', 'spz', 'sog'] as const

/** Models above either budget still upload, with a warning: AR viewers on phones struggle past them. */
export const AR_BUDGET = { triangles: 100_000, bytes: 10 * MB } as const
/** Textures in the optimized model are scaled down to fit this square. */
export const MAX_TEXTURE_SIZE = 4096
/** One request carries at most this many files. */
export const MAX_FILES_PER_REQUEST = 20

const sizeMessage = (mb: number) => `File size should not exceed ${mb}MB.`
/** The spec's size message for a cap in bytes (whole MB, as the spec writes them). */
export const fileSizeMessage = (bytes: number) => sizeMessage(Math.max(1, Math.round(bytes / MB)))

export const MEDIA_MESSAGES = {
  imageTooLarge: sizeMessage(2),
  videoTooLarge: sizeMessage(10),
  audioTooLarge: sizeMessage(5),
  meshTooLarge: sizeMessage(50),
  meshServerTooLarge: sizeMessage(500),
  vectorTooLarge: sizeMessage(2),
  spriteTooLarge: sizeMessage(10),
  vectorFormat: 'Invalid file format. Please upload an .svg file.',
  spriteFormat: 'Invalid file format. Please upload a .gif file.',
  invalidSvg: 'The file is not a valid SVG drawing.',
  invalidGif: 'The file is not a valid GIF.',
  spriteTooManyFrames: (n: number) => `The GIF has ${n} frames; at most ${SPRITE_LIMITS.frames} are allowed.`,
  spriteTooManyPixels: (mp: number) => `The GIF decodes to ${mp.toFixed(1)} megapixels; at most ${SPRITE_LIMITS.decodedPixels / 1e6} are allowed.`,
  audioFormat: 'Invalid file format. Please upload an .mp3 or .wav file.',
  imageFormat: 'Invalid file format. Please upload a .jpg or .png image.',
  videoFormat: 'Invalid file format. Please upload an .mp4 video.',
  meshFormat: 'Invalid file format. Please upload a .glb or .obj model.',
  invalidGlb: 'The file is not a valid GLB model.',
  externalGlb: 'The GLB model refers to external files; upload a GLB with its textures and buffers embedded.',
  invalidObj: 'The file is not a valid OBJ model.',
  modelFailed: 'The model could not be processed. It may be damaged, too large or too complex.',
  invalidImage: 'The file is not a valid image.',
  imageTooManyPixels: 'The image is too large: at most 16384 × 16384 pixels.',
  invalidVideo: 'The file is not a valid MP4 video.',
  invalidAudio: 'The file is not a valid MP3 or WAV audio file.',
  emptyFile: 'The file is empty.',
  noFiles: 'Choose at least one file to upload.',
  tooManyFiles: `Upload at most ${MAX_FILES_PER_REQUEST} files at a time.`,
  unsupported: (name: string) => `${name}: this file type cannot be uploaded. Use GLB, OBJ, JPG, PNG, MP4, MP3, WAV, SVG, GIF or a PLY, SPLAT, SPZ or SOG splat.`,
  splatFormat: 'Invalid file format. Please upload a .ply, .splat, .spz or .sog splat.',
  invalidSplat: (format: string, why: string) => `The file is not a valid ${format} splat: ${why}.`,
  splatTooMany: (n: number) => `The splat holds ${n.toLocaleString('en-US')} splats; at most ${SPLAT_MAX_COUNT.toLocaleString('en-US')} can be uploaded.`,
  partialFailure: (n: number) => `${n} assets failed to upload.`,
  tooManyTriangles: (n: number) => `This model has ${n.toLocaleString('en-US')} triangles; AR viewers work best under ${AR_BUDGET.triangles.toLocaleString('en-US')}.`,
  tooHeavy: (bytes: number) => `This model is ${(bytes / MB).toFixed(1)} MB after optimization; AR viewers work best under ${AR_BUDGET.bytes / MB} MB.`,
} as const

/** The editor's success and failure toasts once an upload becomes a scene object (spec §8). */
export const MEDIA_ADDED_MESSAGES = {
  image: 'Image added to scene successfully',
  video: 'Video added to scene successfully',
  mesh: 'Mesh added to scene successfully',
  audio: 'Audio added to scene successfully',
  vector: 'Vector added to scene successfully',
  sprite: 'Sprite added to scene successfully',
  splat: 'Splat added to scene successfully',
} as const satisfies Record<UploadType, string>
export const MEDIA_LOAD_FAILED_MESSAGES = {
  image: 'Failed to load image file',
  video: 'Failed to load video file',
  mesh: 'Failed to load mesh file',
  audio: 'Failed to load audio file',
  vector: 'Failed to load vector file',
  sprite: 'Failed to load sprite file',
  splat: 'Failed to load splat file',
} as const satisfies Record<UploadType, string>

/** File-picker filters per tile; the import action takes images, models and videos. */
export const UPLOAD_ACCEPT: Record<UploadType, string> = {
  mesh: '.glb,.obj,model/gltf-binary',
  image: '.jpg,.jpeg,.png,image/jpeg,image/png',
  video: '.mp4,video/mp4',
  audio: '.mp3,.wav,audio/mpeg,audio/wav,audio/mp3',
  vector: '.svg,image/svg+xml',
  sprite: '.gif,image/gif',
  splat: '.ply,.splat,.spz,.sog',
}
export const IMPORT_ACCEPT = '.jpg,.jpeg,.png,.glb,.obj,.mp4'

const EXTENSIONS: Record<UploadType, string[]> = {
  mesh: ['glb', 'obj'],
  image: ['jpg', 'jpeg', 'png'],
  video: ['mp4'],
  audio: ['mp3', 'wav'],
  vector: ['svg'],
  sprite: ['gif'],
  splat: [...SPLAT_EXTENSIONS],
}
const AUDIO_MIMES = ['audio/mpeg', 'audio/wav', 'audio/mp3']

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase()

export interface FileLike {
  name: string
  size: number
  type?: string
}

/** Other sound, video and model formats people drop: they go to their tile, whose message says what it takes. */
const OTHER_EXTENSIONS: Record<UploadType, string[]> = {
  mesh: ['gltf', 'fbx', 'stl', 'usdz', 'dae', '3ds'],
  image: ['webp', 'bmp', 'tif', 'tiff', 'heic', 'avif'],
  video: ['mov', 'webm', 'mkv', 'avi', 'm4v'],
  audio: ['ogg', 'oga', 'opus', 'm4a', 'aac', 'flac', 'weba'],
  vector: ['svgz', 'eps', 'ai'],
  sprite: [],
  splat: ['ksplat', 'rad'],
}

/**
 * Which tile a dropped file belongs to, from its extension, then its declared type; null when no
 * tile takes it. An .ogg belongs to Sound, which then refuses it with the spec's audio message.
 */
export function uploadTypeOf(file: FileLike): UploadType | null {
  const ext = extensionOf(file.name)
  for (const type of UPLOAD_TYPES) if (EXTENSIONS[type].includes(ext) || OTHER_EXTENSIONS[type].includes(ext)) return type
  const mime = file.type ?? ''
  if (mime === 'image/svg+xml') return 'vector'
  if (mime === 'image/gif') return 'sprite'
  if (mime.startsWith('audio/')) return 'audio'
  if (mime.startsWith('video/')) return 'video'
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('model/')) return 'mesh'
  return null
}

/**
 * The dialog's checks before anything is sent, with the spec's messages: the size limits, the audio
 * format rule, and the tile's formats. Answers the message to show, or null when the file may go.
 */
export function checkUploadFile(type: UploadType, file: FileLike): string | null {
  const ext = extensionOf(file.name)
  if (type === 'audio') {
    if (!EXTENSIONS.audio.includes(ext) && !AUDIO_MIMES.includes(file.type ?? '')) return MEDIA_MESSAGES.audioFormat
    if (file.size > UPLOAD_LIMITS.audio) return MEDIA_MESSAGES.audioTooLarge
  } else if (type === 'image') {
    if (!EXTENSIONS.image.includes(ext)) return MEDIA_MESSAGES.imageFormat
    if (file.size > UPLOAD_LIMITS.image) return MEDIA_MESSAGES.imageTooLarge
  } else if (type === 'video') {
    if (!EXTENSIONS.video.includes(ext)) return MEDIA_MESSAGES.videoFormat
    if (file.size > UPLOAD_LIMITS.video) return MEDIA_MESSAGES.videoTooLarge
  } else if (type === 'vector') {
    if (!EXTENSIONS.vector.includes(ext)) return MEDIA_MESSAGES.vectorFormat
    if (file.size > UPLOAD_LIMITS.vector) return MEDIA_MESSAGES.vectorTooLarge
  } else if (type === 'sprite') {
    if (!EXTENSIONS.sprite.includes(ext)) return MEDIA_MESSAGES.spriteFormat
    if (file.size > UPLOAD_LIMITS.sprite) return MEDIA_MESSAGES.spriteTooLarge
  } else if (type === 'splat') {
    if (!EXTENSIONS.splat.includes(ext)) return MEDIA_MESSAGES.splatFormat
    if (file.size > UPLOAD_LIMITS.splat) return MEDIA_MESSAGES.meshTooLarge
  } else {
    if (!EXTENSIONS.mesh.includes(ext)) return MEDIA_MESSAGES.meshFormat
    if (file.size > UPLOAD_LIMITS.mesh) return MEDIA_MESSAGES.meshTooLarge
  }
  if (file.size === 0) return MEDIA_MESSAGES.emptyFile
  return null
}

/** For a file dropped anywhere: its type and the check's message, or why no tile takes it. */
export function classifyUpload(file: FileLike): { type: UploadType; error: string | null } | { type: null; error: string } {
  const type = uploadTypeOf(file)
  if (!type) return { type: null, error: MEDIA_MESSAGES.unsupported(file.name) }
  return { type, error: checkUploadFile(type, file) }
}

// ---- wire contract -------------------------------------------------------------------------------

export const bulkParams = z.object({ type: z.enum(BULK_PATH_TYPES) })

/** One entry of the multipart `assets` field: which file it describes and the temp id to replace. */
export const assetDescriptionSchema = z.object({
  tempId: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  fileIndex: z.number().int().min(0).max(MAX_FILES_PER_REQUEST - 1),
})
export type AssetDescription = z.infer<typeof assetDescriptionSchema>
export const assetDescriptionsSchema = z.array(assetDescriptionSchema).max(MAX_FILES_PER_REQUEST)

/** The scene asset type for each upload type (a mesh is a 'model' in the document). */
export const SCENE_ASSET_TYPE = { mesh: 'model', image: 'image', video: 'video', audio: 'audio', vector: 'vector', sprite: 'sprite', splat: 'splat' } as const

/**
 * A saved upload. Its first fields are a scene asset (assetSchema in src/shared/scene/schema.ts):
 * for a model, `url`/`size`/`mime` are the optimized GLB the editor and viewer load, and
 * `originalUrl` keeps what the author sent (GLB or OBJ).
 */
export const uploadedAssetSchema = z.object({
  id: z.string(),
  tempId: z.string(),
  type: z.enum(['model', 'image', 'video', 'audio', 'vector', 'sprite', 'splat']),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  mime: z.string(),
  triangles: z.number().int().optional(),
  optimizedUrl: z.string().optional(),
  originalUrl: z.string(),
  originalSize: z.number().int(),
  originalMime: z.string(),
  /** Pixels, for images and videos when the file says (planes keep the aspect). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  warnings: z.array(z.string()).optional(),
  /** A model's bounding-box size [x, y, z] in its own units, measured by the pipeline (small models start at ×3). */
  dimensions: z.array(z.number()).length(3).optional(),
  /** A GIF's packed sheet: url is the sheet PNG, originalUrl the GIF, width/height one frame's. */
  sprite: spriteSheetSchema.optional(),
  /** A splat's count of Gaussians, read from the file. */
  splats: z.number().int().optional(),
})
export type UploadedAsset = z.infer<typeof uploadedAssetSchema>

export const bulkUploadEnvelope = okEnvelope(z.object({ data: z.array(uploadedAssetSchema) }))
export type BulkUploadResponse = z.infer<typeof bulkUploadEnvelope>

// ---- text bulk: texts are scene nodes, saved into the document (no files) -------------------------

export const TEXT_BULK_MESSAGES = {
  noFiles: 'Texts are saved with the scene and take no files; send projectId, assets and toDelete only.',
  saved: (n: number) => `${n} ${n === 1 ? 'text' : 'texts'} saved`,
  notText: (id: string) => `${id} is not a text of this project.`,
  unknownDelete: (id: string) => `${id} cannot be deleted: it is not a text of this project.`,
  duplicate: (id: string) => `${id} appears more than once in this request.`,
  busy: 'The project kept changing while the texts were saved; nothing was written. Try again.',
} as const

/** A saved text as the spec's record (rotation in degrees), with the id the client sent to swap its temp id. */
const savedRecord = {
  _id: z.string(),
  id: z.string(),
  originalId: z.string(),
  name: z.string(),
  file_name: z.string(),
  position_x: z.number(), position_y: z.number(), position_z: z.number(),
  rotation_x: z.number(), rotation_y: z.number(), rotation_z: z.number(),
  scale_x: z.number(), scale_y: z.number(), scale_z: z.number(),
  events: z.array(eventSchema),
}
export const savedTextSchema = z.object({
  ...savedRecord,
  text_material: textSchema.extend({ id: z.string() }),
})
export type SavedText = z.infer<typeof savedTextSchema>
export const textBulkEnvelope = okEnvelope(z.object({ data: z.array(savedTextSchema), revision: z.number().int() }))
export type TextBulkResponse = z.infer<typeof textBulkEnvelope>
// ---- the spec's own media call: asset records (temp- ids) placed into the document ----------------

export const SPEC_BULK_MESSAGES = {
  fileCount: (described: number, sent: number) =>
    `The descriptions need ${described} ${described === 1 ? 'file' : 'files'} (one per new item that is not a built-in shape, in order), but ${sent} ${sent === 1 ? 'was' : 'were'} sent.`,
  shapeType: (id: string) => `${id}: a built-in shape (glb_type "shapes") needs a shape_type such as Cube or Sphere.`,
  notOfType: (id: string, type: string) => `${id} is not a ${type} object of this project.`,
  unknownDelete: (id: string, type: string) => `${id} cannot be deleted: it is not a ${type} object of this project.`,
  duplicate: (id: string) => `${id} appears more than once in this request.`,
  saved: (n: number) => `${n} ${n === 1 ? 'asset' : 'assets'} saved`,
  busy: 'The project kept changing while the assets were saved; nothing was written. Try again.',
} as const

/** A saved item as the spec's asset record (rotation in degrees), with the id the client sent to swap its temp id. */
export const savedMediaSchema = z.object({
  ...savedRecord,
  glb_type: z.enum(['shapes', 'model']).optional(),
  shape_type: z.string().optional(),
  asset_file_path: z.string().optional(),
  file_size: z.number().optional(),
  file_type: z.string().optional(),
  material_settings: materialSchema.extend({ id: z.string() }).nullable().optional(),
  video_settings: videoSettingsSchema.optional(),
  audio_settings: audioSettingsSchema.optional(),
})
export type SavedMedia = z.infer<typeof savedMediaSchema>
export const mediaBulkEnvelope = okEnvelope(z.object({ data: z.array(savedMediaSchema), revision: z.number().int() }))
export type MediaBulkResponse = z.infer<typeof mediaBulkEnvelope>

/**
 * The route answers one of three; those with a `revision` first (an empty list fits all), text
 * before media since a text record must carry its text_material.
 */
export const bulkAnswerEnvelope = z.union([textBulkEnvelope, mediaBulkEnvelope, bulkUploadEnvelope])

/** Names of stored media: the sha256 of the content and an extension. */
/** `.mind`: a compiled image target, made in the author's browser from the picture. */
/** `.ply`, `.splat`, `.spz`, `.sog`: Gaussian splats (originals, and the `.spz` delivered). */
export const MEDIA_NAME_PATTERN = /^[0-9a-f]{64}\.(glb|obj|png|jpg|mp4|mp3|wav|mind|svg|gif|ply|splat|spz|sog)$/
export const MEDIA_URL_PREFIX = '/uploads/media/'
