// What `npm test` needs beyond npm packages: Debian's Chromium (browser tests), a PostgreSQL
// server's binaries (the API tests start a private cluster) and a font for the 3D text tests.
// Installs what is missing when it can (root with apt-get), otherwise says exactly what to do.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const chromium = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const hasPostgres = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
const hasDejaVu = () => spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi dejavu']).status === 0

/** What this machine has; the tests of this file pass their own. */
const thisMachine = {
  nodeVersion: process.versions.node,
  hasChromium: () => fs.existsSync(chromium()),
  hasPostgres,
  hasDejaVu,
  canApt: () => process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0,
  aptInstall: (packages) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
    // The package starts a cluster of its own on 5432; the tests start a private one.
    spawnSync('sh', ['-c', 'service postgresql stop >/dev/null 2>&1 || true'])
  },
  log: console.log,
  error: console.error,
}

export function missingPackages(machine = thisMachine) {
  const missing = []
  if (!machine.hasChromium()) missing.push('chromium')
  if (!machine.hasPostgres()) missing.push('postgresql')
  if (!machine.hasDejaVu()) missing.push('fonts-dejavu-core')
  return missing
}

export function ensureSystemPackages(machine = thisMachine) {
  const [major, minor] = machine.nodeVersion.split('.').map(Number)
  if (major < 20 || (major === 20 && minor < 19)) {
    machine.error(`Node ${machine.nodeVersion} is too old: this project needs Node 20.19 or newer.`)
    return false
  }
  const missing = missingPackages(machine)
  if (missing.length === 0) return true
  if (machine.canApt()) {
    machine.log(`Installing Debian packages the tests need: ${missing.join(' ')}`)
    machine.aptInstall(missing)
  }
  const still = missingPackages(machine)
  if (still.length === 0) return true
  machine.error(
    `The tests need these Debian packages: ${still.join(' ')}.\n` +
      `Install them with:  sudo apt-get install -y --no-install-recommends ${still.join(' ')}\n` +
      (still.includes('chromium') ? 'Or point CHROMIUM_PATH at a Chromium binary.\n' : ''),
  )
  return false
}
