import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export class DataDirLockedError extends Error {}

export interface DataDirLockOptions {
  /** How often the holder proves it is alive by touching its lease. */
  heartbeatMs?: number
  /** A lease untouched for this long may be taken over. */
  staleMs?: number
  /** Called once when another server has taken the lease: the caller must stop writing. */
  onLost?: (message: string) => void
  /** Called when the lease belongs to a server on this host that is gone: the start waits it out. */
  onWait?: (message: string) => void
}

export interface DataDirLock {
  owner: string
  release: () => void
}

interface Lease {
  text: string
  mtimeMs: number
  owner?: string
  host?: string
  pid?: number
  started?: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Only meaningful for a lease written on this host (same host name, so same PID namespace here). */
function pidIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

function readLease(file: string): Lease | null {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    const mtimeMs = fs.fstatSync(fd).mtimeMs
    const text = fs.readFileSync(fd, 'utf8')
    try {
      return { text, mtimeMs, ...(JSON.parse(text) as object) }
    } catch {
      return { text, mtimeMs } // torn or foreign content: judged by its age alone
    }
  } finally {
    fs.closeSync(fd)
  }
}

function lockedMessage(dataDir: string, lease: Lease): string {
  const who = lease.host ? `on host ${lease.host}${lease.pid ? `, pid ${lease.pid}` : ''}` : 'of unknown origin'
  return (
    `Another server (${who}) is already using the data folder ${dataDir}: its lease ` +
    `${path.join(dataDir, 'server.lock')} is being renewed. Two servers on one embedded database ` +
    'would lose saves. Stop the other server first (its lease expires a few seconds after it stops), ' +
    'or give this one its own DATA_DIR; to run several API nodes, use PostgreSQL (DATABASE_URL).'
  )
}

/**
 * PGlite has no cross-process lock and two writers on one data dir lose saves, so the server
 * holds a lease on DATA_DIR/server.lock. A pid cannot prove anything across PID namespaces or
 * hosts sharing a volume, so liveness is a heartbeat: the holder touches the lease every
 * heartbeatMs, and a starter refuses while the lease changes or is younger than staleMs. A stale
 * lease is taken over atomically; the holder re-reads its lease at every beat and calls onLost
 * when another server owns it.
 */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? 2_000
  const staleMs = options.staleMs ?? 10_000
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  const owner = randomUUID()
  const content = JSON.stringify({ owner, host: os.hostname(), pid: process.pid, started: new Date().toISOString() })
  // The lease is written whole under a private name, then linked or renamed into place, so no
  // reader ever sees it half-written.
  const claim = path.join(dataDir, `server.lock.${owner}.claim`)
  fs.writeFileSync(claim, content, { flag: 'wx', mode: 0o600 })
  try {
    await claimLease(dataDir, lockPath, claim, owner, heartbeatMs, staleMs, options.onWait)
  } finally {
    fs.rmSync(claim, { force: true })
  }
  return holdLease(lockPath, owner, content, heartbeatMs, options.onLost)
}

async function claimLease(dataDir: string, lockPath: string, claim: string, owner: string, heartbeatMs: number, staleMs: number, onWait?: (message: string) => void) {
  let waited = false
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.linkSync(claim, lockPath) // atomic: fails with EEXIST when a lease is there
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const seen = readLease(lockPath)
    if (!seen) continue
    const age = Date.now() - seen.mtimeMs
    if (age < staleMs) {
      // A server on this host that crashed (or was killed) left its lease: rather than refuse a
      // restart, wait once until the lease is stale. A live holder keeps renewing it, so after
      // the wait the checks below still refuse.
      if (!waited && seen.host === os.hostname() && seen.pid && seen.pid !== process.pid && pidIsGone(seen.pid)) {
        waited = true
        onWait?.(`The last server on this data folder (pid ${seen.pid}) stopped without releasing it; waiting ${Math.ceil((staleMs - age) / 1000)} s for its lease to expire…`)
        await sleep(staleMs - age + 50)
        attempt -= 1
        continue
      }
      throw new DataDirLockedError(lockedMessage(dataDir, seen))
    }
    // Clocks differ between hosts, so an old mtime is not proof: watch it for longer than a
    // heartbeat, and refuse if its holder touched it meanwhile.
    await sleep(Math.round(heartbeatMs * 1.5))
    const again = readLease(lockPath)
    if (!again) continue
    if (again.text !== seen.text || again.mtimeMs !== seen.mtimeMs) throw new DataDirLockedError(lockedMessage(dataDir, again))
    // Move the stale lease aside under a private name: only one starter can move that file.
    const aside = path.join(dataDir, `server.lock.${owner}.stale`)
    try {
      fs.renameSync(lockPath, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue // another starter moved it first
      throw error
    }
    const moved = readLease(aside)
    if (moved && (moved.text !== seen.text || moved.mtimeMs !== seen.mtimeMs)) {
      // We raced with a starter that had just taken over: give its fresh lease back.
      try {
        fs.linkSync(aside, lockPath)
      } catch {
        /* a third starter got in: the displaced holder notices at its next heartbeat */
      }
      fs.rmSync(aside, { force: true })
      throw new DataDirLockedError(lockedMessage(dataDir, moved))
    }
    fs.rmSync(aside, { force: true })
    // Loop: link our claim into the now empty place, or meet whoever got there first.
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: its lease keeps changing hands.`)
}

function holdLease(lockPath: string, owner: string, content: string, heartbeatMs: number, onLost?: (message: string) => void): DataDirLock {
  let done = false
  const lose = (message: string) => {
    if (done) return
    done = true
    clearInterval(timer)
    onLost?.(message)
  }
  const beat = () => {
    if (done) return
    try {
      const lease = readLease(lockPath)
      if (!lease) {
        // Deleted by hand or moved aside for a moment: put ours back unless someone else did.
        const tmp = `${lockPath}.${owner}.claim`
        fs.writeFileSync(tmp, content, { mode: 0o600 })
        try {
          fs.linkSync(tmp, lockPath)
        } catch {
          /* judged at the next beat */
        } finally {
          fs.rmSync(tmp, { force: true })
        }
        return
      }
      if (lease.owner !== owner) {
        lose(
          `This server lost its lease on ${lockPath} to another server` +
            `${lease.host ? ` (host ${lease.host}${lease.pid ? `, pid ${lease.pid}` : ''})` : ''}; ` +
            'it stops now so that only one server writes the data folder.',
        )
        return
      }
      const now = new Date()
      fs.utimesSync(lockPath, now, now)
    } catch {
      /* a transient error (network volume): the next beat tries again */
    }
  }
  const timer = setInterval(beat, heartbeatMs)
  timer.unref()
  return {
    owner,
    release: () => {
      if (done) return
      done = true
      clearInterval(timer)
      try {
        if (readLease(lockPath)?.owner === owner) fs.unlinkSync(lockPath)
      } catch {
        /* already gone */
      }
    },
  }
}
