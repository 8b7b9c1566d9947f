import { MEDIA_MESSAGES } from '@shared/api/assets'
import { checkSog, checkSpz, splatToSpz } from './splat-formats'
import { plyToSpz, readPlyHeader } from './splat-ply'

export type SplatFormat = 'ply' | 'splat' | 'spz' | 'sog'

export type SplatIntake =
  | { ok: true; format: SplatFormat; mime: string; count: number; /** The SPZ made for delivery, when the original was not already compressed. */ spz?: { path: string; size: number } }
  | { ok: false; status: number; message: string }

const NAMES: Record<SplatFormat, string> = { ply: 'PLY', splat: '.splat', spz: 'SPZ', sog: 'SOG' }
const MIMES: Record<SplatFormat, string> = { ply: 'application/x-ply', splat: 'application/x-splat', spz: 'application/x-spz', sog: 'application/x-sog' }

/**
 * Decides the format by content (PLY text header, gzip magic, zip magic; .splat has no magic, so
 * only a .splat name with a size in whole splats is read as one), checks it through, and for PLY
 * and .splat writes an SPZ beside the temp file: SPZ is what Spark streams best (about a tenth of
 * a PLY's size). SPZ and SOG are already compressed and are delivered as sent.
 */
export async function intakeSplat(filePath: string, fileName: string, head: Buffer, spzOutput: string): Promise<SplatIntake> {
  const refuse = (format: SplatFormat, why: string): SplatIntake => ({ ok: false, status: 422, message: MEDIA_MESSAGES.invalidSplat(NAMES[format], why) })
  const format = formatOf(head, fileName)
  if (!format) return { ok: false, status: 415, message: MEDIA_MESSAGES.splatFormat }
  const mime = MIMES[format]
  switch (format) {
    case 'ply': {
      const header = await readPlyHeader(filePath)
      if (!header.ok) return refuse(format, header.why)
      const spz = await plyToSpz(filePath, header.header, spzOutput)
      return spz.ok ? { ok: true, format, mime, count: header.header.count, spz: { path: spzOutput, size: spz.size } } : refuse(format, spz.why)
    }
    case 'splat': {
      const spz = await splatToSpz(filePath, spzOutput)
      return spz.ok ? { ok: true, format, mime, count: spz.count, spz: { path: spzOutput, size: spz.size } } : refuse(format, spz.why)
    }
    case 'spz': {
      const checked = await checkSpz(filePath)
      return checked.ok ? { ok: true, format, mime, count: checked.count } : refuse(format, checked.why)
    }
    case 'sog': {
      const checked = await checkSog(filePath)
      return checked.ok ? { ok: true, format, mime, count: checked.count } : refuse(format, checked.why)
    }
  }
}

function formatOf(head: Buffer, fileName: string): SplatFormat | null {
  const ext = (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase()
  if (head.toString('latin1', 0, 4) === 'ply\n') return 'ply'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'spz'
  if (head.toString('latin1', 0, 4) === 'PK\x03\x04') return 'sog'
  if (ext === 'splat') return 'splat'
  // A named splat format whose content is something else is a broken splat, said as such.
  if (ext === 'ply' || ext === 'spz' || ext === 'sog') return ext
  return null
}
