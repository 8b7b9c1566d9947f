import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** JWT_SECRET when given; otherwise one generated at first start and kept (0600) in DATA_DIR. */
export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv)
  const file = path.join(dataDir, 'jwt-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim())
}
