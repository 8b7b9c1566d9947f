import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((info): info is os.NetworkInterfaceInfo => !!info && info.family === 'IPv4' && !info.internal)
    .map((info) => info.address)
}

/**
 * certs/cert.pem + certs/key.pem: used as they are when present (bring your own), otherwise a
 * self-signed pair is made once, valid for localhost and this machine's LAN addresses, so a phone
 * on the same network can open https links (WebXR needs a secure context).
 */
export async function ensureCertificate(certsDir: string): Promise<{ cert: string; key: string; generated: boolean }> {
  const certPath = path.join(certsDir, 'cert.pem')
  const keyPath = path.join(certsDir, 'key.pem')
  if (fs.existsSync(certPath) && fs.existsSync(keyPath)) {
    return { cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8'), generated: false }
  }
  const { generate } = await import('selfsigned')
  const altNames = [
    { type: 2 as const, value: 'localhost' },
    { type: 2 as const, value: os.hostname() },
    { type: 7 as const, ip: '127.0.0.1' },
    ...lanAddresses().map((ip) => ({ type: 7 as const, ip })),
  ]
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 825 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  } as Parameters<typeof generate>[1])
  fs.mkdirSync(certsDir, { recursive: true })
  fs.writeFileSync(keyPath, pems.private, { mode: 0o600 })
  fs.writeFileSync(certPath, pems.cert)
  return { cert: pems.cert, key: pems.private, generated: true }
}
