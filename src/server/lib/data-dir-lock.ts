import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no cross-process lock and two processes on one data dir corrupt it for good, so the
 * server takes DATA_DIR/server.lock (O_EXCL) before opening anything. A lock left by a process
 * that died is taken over; one held by a live process stops this one with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600)
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          /* already gone */
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10)
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another server (pid ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`)
}
