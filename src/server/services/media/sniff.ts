import fsp from 'node:fs/promises'
import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'
import { MEDIA_MESSAGES, type UploadType } from '@shared/api/assets'
import { inspectMp4 } from './iso-bmff'
import { packGifSheet, type SheetResult } from './sprite-sheet'
import { sanitizeSvg } from './svg-sanitize'

/** What a received file turned out to be. `format` picks the stored extension and the model pipeline's reader. */
export interface SniffedMedia {
  format: 'glb' | 'obj' | 'png' | 'jpg' | 'mp4' | 'mp3' | 'wav' | 'svg' | 'gif'
  mime: string
  width?: number
  height?: number
  /** An SVG's sanitized text: what is stored, never the upload's own bytes. */
  svg?: string
  /** A GIF's packed sprite sheet (PNG) with its layout and timing. */
  sheet?: Extract<SheetResult, { ok: true }>
}
export type SniffResult = ({ ok: true } & SniffedMedia) | { ok: false; status: number; message: string }

const refuse = (status: number, message: string): SniffResult => ({ ok: false, status, message })
const MAX_IMAGE_PIXELS = 16384 * 16384
const MP4_BRANDS = new Set(['mp4', 'm4v'])
const EXECUTABLES = new Set(['elf', 'exe', 'mach', 'class', 'wasm', 'dmg', 'msi', 'deb', 'rpm', 'apk', 'sh'])

/**
 * Decides by content, never by the name or the declared type: magic bytes first (file-type), then
 * a deeper look per kind. The model's own parse happens later, in the pipeline's process.
 */
export async function sniffMedia(type: UploadType, filePath: string, fileName: string): Promise<SniffResult> {
  const detected = await fileTypeFromFile(filePath)
  switch (type) {
    case 'mesh':
      if (detected?.ext === 'glb') return { ok: true, format: 'glb', mime: 'model/gltf-binary' }
      if (!detected && /\.obj$/i.test(fileName) && (await looksLikeText(filePath))) return { ok: true, format: 'obj', mime: 'model/obj' }
      // A .glb name on something else (an executable, a zip, noise) is a broken model to the author.
      if (/\.glb$/i.test(fileName) || (detected && EXECUTABLES.has(detected.ext))) return refuse(415, MEDIA_MESSAGES.invalidGlb)
      if (/\.obj$/i.test(fileName)) return refuse(415, MEDIA_MESSAGES.invalidObj)
      return refuse(415, MEDIA_MESSAGES.meshFormat)
    case 'image': {
      if (detected?.ext !== 'png' && detected?.ext !== 'jpg') return refuse(415, detected?.mime.startsWith('image/') ? MEDIA_MESSAGES.imageFormat : MEDIA_MESSAGES.invalidImage)
      return decodeImage(filePath, detected.ext)
    }
    case 'video': {
      if (!detected || !MP4_BRANDS.has(detected.ext)) return refuse(415, detected?.mime.startsWith('video/') ? MEDIA_MESSAGES.videoFormat : MEDIA_MESSAGES.invalidVideo)
      const mp4 = await inspectMp4(filePath)
      if (!mp4) return refuse(422, MEDIA_MESSAGES.invalidVideo)
      return { ok: true, format: 'mp4', mime: 'video/mp4', width: mp4.width, height: mp4.height }
    }
    case 'audio': {
      if (detected?.ext === 'mp3') return { ok: true, format: 'mp3', mime: 'audio/mpeg' }
      if (detected?.ext === 'wav') return (await hasWaveFormat(filePath)) ? { ok: true, format: 'wav', mime: 'audio/wav' } : refuse(422, MEDIA_MESSAGES.invalidAudio)
      return refuse(415, MEDIA_MESSAGES.audioFormat)
    }
    case 'vector':
      // A binary file (a PNG named .svg) has magic bytes; an SVG is text that file-type does not name.
      if (detected && detected.ext !== 'xml' && (detected.ext as string) !== 'svg') return refuse(415, MEDIA_MESSAGES.vectorFormat)
      return checkSvg(filePath)
    case 'sprite': {
      if (detected?.ext !== 'gif') return refuse(415, detected?.mime.startsWith('image/') ? MEDIA_MESSAGES.spriteFormat : MEDIA_MESSAGES.invalidGif)
      let sheet: SheetResult
      try {
        sheet = await packGifSheet(filePath)
      } catch {
        return refuse(422, MEDIA_MESSAGES.invalidGif)
      }
      if (!sheet.ok) return refuse(422, sheet.message)
      return { ok: true, format: 'gif', mime: 'image/gif', width: sheet.layout.frameWidth, height: sheet.layout.frameHeight, sheet }
    }
    case 'splat':
      // Splats are read by splat-intake.ts, which also converts them; nothing reaches here.
      return refuse(415, MEDIA_MESSAGES.splatFormat)
  }
}

/** UTF-8 text without NUL bytes, then the sanitizer's allowlists (its message says what was refused). */
async function checkSvg(filePath: string): Promise<SniffResult> {
  const bytes = await fsp.readFile(filePath)
  if (bytes.includes(0)) return refuse(415, MEDIA_MESSAGES.invalidSvg)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refuse(415, MEDIA_MESSAGES.invalidSvg)
  }
  if (!/<svg[\s>]/i.test(text)) return refuse(415, MEDIA_MESSAGES.invalidSvg)
  const checked = sanitizeSvg(text)
  if (!checked.ok) return refuse(422, checked.message)
  const size = svgSize(checked.svg)
  return { ok: true, format: 'svg', mime: 'image/svg+xml', svg: checked.svg, ...size }
}

/** The drawing's aspect from its viewBox (or width/height), so the node keeps it; absent when unreadable. */
function svgSize(svg: string): { width?: number; height?: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? ''
  const box = /viewBox="\s*[-\d.eE]+[\s,]+[-\d.eE]+[\s,]+([\d.eE]+)[\s,]+([\d.eE]+)\s*"/i.exec(root)
  const w = Number(box?.[1] ?? /\swidth="([\d.]+)(px)?"/.exec(root)?.[1])
  const h = Number(box?.[2] ?? /\sheight="([\d.]+)(px)?"/.exec(root)?.[1])
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) return {}
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)) }
}

/** Decodes every pixel (stats() reads the whole image), so a truncated or corrupt file fails here. */
async function decodeImage(filePath: string, ext: 'png' | 'jpg'): Promise<SniffResult> {
  try {
    const image = sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (!meta.width || !meta.height) return refuse(422, MEDIA_MESSAGES.invalidImage)
    await image.stats()
    return { ok: true, format: ext, mime: ext === 'png' ? 'image/png' : 'image/jpeg', width: meta.width, height: meta.height }
  } catch (error) {
    const tooBig = /pixel limit/i.test((error as Error).message)
    return refuse(422, tooBig ? MEDIA_MESSAGES.imageTooManyPixels : MEDIA_MESSAGES.invalidImage)
  }
}

/** A WAVE file must carry its 'fmt ' chunk before any sound data. */
async function hasWaveFormat(filePath: string): Promise<boolean> {
  const file = await fsp.open(filePath, 'r')
  try {
    const { size } = await file.stat()
    const header = Buffer.alloc(8)
    let offset = 12
    while (offset + 8 <= size) {
      await file.read(header, 0, 8, offset)
      const id = header.toString('latin1', 0, 4)
      if (id === 'fmt ') return header.readUInt32LE(4) >= 16
      if (id === 'data') return false
      offset += 8 + header.readUInt32LE(4) + (header.readUInt32LE(4) % 2)
    }
    return false
  } finally {
    await file.close()
  }
}

/** OBJ is text: the first 64 KB must hold no NUL bytes and decode as UTF-8. */
async function looksLikeText(filePath: string): Promise<boolean> {
  const file = await fsp.open(filePath, 'r')
  try {
    const head = Buffer.alloc(64 * 1024)
    const { bytesRead } = await file.read(head, 0, head.length, 0)
    const sample = head.subarray(0, bytesRead)
    if (sample.includes(0)) return false
    try {
      // A multi-byte character may be cut at the end of the sample; drop the last 3 bytes.
      new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, Math.max(0, bytesRead - 3)))
      return true
    } catch {
      return false
    }
  } finally {
    await file.close()
  }
}
