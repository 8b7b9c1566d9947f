import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, contentTypeOfKey, type ByteRange, type MediaStorage } from './types'

/**
 * Files under one folder (DATA_DIR/uploads/media by default). Writes go to a hidden temp name in
 * the same folder and are renamed into place, so a reader never sees half a file and a crash
 * leaves only a temp file behind.
 */
export function createLocalStorage(root: string): MediaStorage {
  fs.mkdirSync(root, { recursive: true })
  sweepTempFiles(root)
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  const tempOf = (key: string) => path.join(root, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`)
  const exists = async (key: string) => {
    const file = fileOf(key)
    try {
      return (await fsp.stat(file)).isFile()
    } catch {
      return false
    }
  }
  /** Renames temp over key; answers false (and drops temp) when another writer got there first. */
  const settle = async (key: string, temp: string) => {
    if (await exists(key)) {
      await fsp.rm(temp, { force: true })
      return false
    }
    await fsp.rename(temp, fileOf(key))
    return true
  }

  return {
    kind: 'local',
    exists,
    async put(key, body: Readable) {
      if (await exists(key)) {
        body.destroy()
        return { created: false }
      }
      const temp = tempOf(key)
      const writer = fs.createWriteStream(temp, { flags: 'wx' })
      try {
        await pipeline(body, writer)
        return { created: await settle(key, temp) }
      } catch (error) {
        // A writer destroyed while still opening creates its file afterwards: wait, then remove.
        if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()))
        await fsp.rm(temp, { force: true })
        throw error
      }
    },
    async putFile(key, filePath) {
      if (await exists(key)) return { created: false }
      const temp = tempOf(key)
      try {
        await fsp.rename(filePath, temp)
      } catch (error) {
        // Another file system (a tmp dir elsewhere): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        await fsp.copyFile(filePath, temp)
      }
      try {
        return { created: await settle(key, temp) }
      } catch (error) {
        await fsp.rm(temp, { force: true })
        throw error
      }
    },
    async get(key, range?: ByteRange) {
      if (!(await exists(key))) return null
      return fs.createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {})
    },
    async stat(key) {
      const file = fileOf(key)
      try {
        const stat = await fsp.stat(file)
        return stat.isFile() ? { size: stat.size, contentType: contentTypeOfKey(key) } : null
      } catch {
        return null
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true })
    },
  }
}

/** Temp files of writes a crash interrupted (hidden `.<key>.<random>.tmp` names), older than an hour. */
function sweepTempFiles(root: string, now = Date.now()) {
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith('.') || !name.endsWith('.tmp')) continue
    try {
      if (now - fs.statSync(path.join(root, name)).mtimeMs > 60 * 60 * 1000) fs.rmSync(path.join(root, name), { force: true })
    } catch {
      // Removed meanwhile: nothing to do.
    }
  }
}
