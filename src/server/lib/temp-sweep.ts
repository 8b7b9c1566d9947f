import fs from 'node:fs'
import path from 'node:path'

/** Older than any upload or publish can take (the model pipeline's own limit is minutes). */
export const TEMP_STALE_MS = 60 * 60 * 1000

/**
 * Removes what a killed process left in the temp folder: every file older than TEMP_STALE_MS.
 * Younger files may belong to a request in flight on another node sharing the volume.
 */
export function sweepTempDir(tempDir: string, now = Date.now()): number {
  if (!fs.existsSync(tempDir)) return 0
  let removed = 0
  for (const name of fs.readdirSync(tempDir)) {
    const file = path.join(tempDir, name)
    try {
      const stat = fs.statSync(file)
      if (stat.isFile() && now - stat.mtimeMs > TEMP_STALE_MS) {
        fs.rmSync(file, { force: true })
        removed++
      }
    } catch {
      // Gone already, or another instance is sweeping: either way nothing to do.
    }
  }
  return removed
}
