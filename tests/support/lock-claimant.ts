// A separate process that tries to take the data folder lease: prints "won" and holds it until
// killed, or prints "refused" and exits. Used to race real processes for one lease.
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/lib/data-dir-lock'

const dir = process.argv[2]!
const heartbeatMs = Number(process.argv[3] ?? 2000)
const staleMs = Number(process.argv[4] ?? 10000)
try {
  await acquireDataDirLock(dir, { heartbeatMs, staleMs, onLost: () => (console.log('lost'), process.exit(2)) })
  console.log('won')
  setInterval(() => {}, 1000)
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error
  console.log('refused')
  process.exit(0)
}
