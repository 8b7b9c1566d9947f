import fsp from 'node:fs/promises'

export interface Mp4Summary {
  brand: string
  boxes: string[]
  width?: number
  height?: number
}

const MAX_MOOV_BYTES = 32 * 1024 * 1024
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts'])

/**
 * Walks the top-level boxes of an ISO-BMFF file: the first must be ftyp, every size must fit, the
 * boxes must end exactly at the end of the file, and a moov (the index a player needs) must be
 * there. Answers null for anything else. Reads box headers only, plus the moov to find the size.
 */
export async function inspectMp4(filePath: string): Promise<Mp4Summary | null> {
  const file = await fsp.open(filePath, 'r')
  try {
    const { size } = await file.stat()
    const header = Buffer.alloc(16)
    const boxes: string[] = []
    let brand = ''
    let moov: { offset: number; size: number } | undefined
    let offset = 0
    while (offset < size) {
      if (size - offset < 8) return null
      await file.read(header, 0, 16, offset)
      let boxSize = header.readUInt32BE(0)
      const type = header.toString('latin1', 4, 8)
      let headerSize = 8
      if (!/^[\x20-\x7e]{4}$/.test(type)) return null
      if (boxSize === 1) {
        if (size - offset < 16) return null
        const big = header.readBigUInt64BE(8)
        if (big > BigInt(Number.MAX_SAFE_INTEGER)) return null
        boxSize = Number(big)
        headerSize = 16
      } else if (boxSize === 0) {
        boxSize = size - offset
      }
      if (boxSize < headerSize || offset + boxSize > size) return null
      if (boxes.length === 0) {
        if (type !== 'ftyp' || boxSize < 16) return null
        brand = header.toString('latin1', 8, 12)
      }
      if (type === 'moov') moov = { offset: offset + headerSize, size: boxSize - headerSize }
      boxes.push(type)
      offset += boxSize
    }
    if (!moov) return null
    const dims = moov.size <= MAX_MOOV_BYTES ? await videoSize(file, moov) : undefined
    return { brand, boxes, ...dims }
  } finally {
    await file.close()
  }
}

/** The first video track's presentation size, from its tkhd (16.16 fixed-point width and height). */
async function videoSize(file: fsp.FileHandle, moov: { offset: number; size: number }) {
  const data = Buffer.alloc(moov.size)
  await file.read(data, 0, moov.size, moov.offset)
  let found: { width: number; height: number } | undefined
  const walk = (start: number, end: number) => {
    let at = start
    while (!found && at + 8 <= end) {
      const boxSize = data.readUInt32BE(at)
      const type = data.toString('latin1', at + 4, at + 8)
      if (boxSize < 8 || at + boxSize > end) return
      if (type === 'tkhd') {
        const version = data[at + 8]
        const dimsAt = at + 8 + (version === 1 ? 88 : 76)
        if (dimsAt + 8 <= at + boxSize) {
          const width = Math.round(data.readUInt32BE(dimsAt) / 65536)
          const height = Math.round(data.readUInt32BE(dimsAt + 4) / 65536)
          if (width > 0 && height > 0) found = { width, height }
        }
      } else if (CONTAINERS.has(type)) {
        walk(at + 8, at + boxSize)
      }
      at += boxSize
    }
  }
  walk(0, data.length)
  return found
}
