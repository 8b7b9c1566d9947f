import { describe, expect, it } from 'vitest'
import { ensureSystemPackages } from './test-preflight.mjs'

// `npm test` on a fresh Debian machine: what it needs beyond npm packages is installed when it can
// be, and otherwise named exactly. A machine here is a record of what it has.
function machine(over = {}) {
  const has = { chromium: false, postgresql: false, 'fonts-dejavu-core': false, ...over.has }
  const said = { log: [], error: [], installed: [] }
  return {
    said,
    nodeVersion: over.nodeVersion ?? '20.20.2',
    hasChromium: () => has.chromium,
    hasPostgres: () => has.postgresql,
    hasDejaVu: () => has['fonts-dejavu-core'],
    canApt: () => over.root ?? false,
    aptInstall: (packages) => {
      said.installed.push(...packages)
      for (const p of packages) has[p] = true
    },
    log: (line) => said.log.push(line),
    error: (line) => said.error.push(line),
  }
}

describe('the test preflight', () => {
  it('goes ahead quietly when everything is there', () => {
    const m = machine({ has: { chromium: true, postgresql: true, 'fonts-dejavu-core': true } })
    expect(ensureSystemPackages(m)).toBe(true)
    expect(m.said).toEqual({ log: [], error: [], installed: [] })
  })

  it('installs what is missing with apt-get when it runs as root, then goes ahead', () => {
    const m = machine({ root: true, has: { 'fonts-dejavu-core': true } })
    expect(ensureSystemPackages(m)).toBe(true)
    expect(m.said.installed).toEqual(['chromium', 'postgresql'])
    expect(m.said.log).toEqual(['Installing Debian packages the tests need: chromium postgresql'])
  })

  it('says exactly what to install when it cannot, and stops', () => {
    const m = machine({ has: { postgresql: true } })
    expect(ensureSystemPackages(m)).toBe(false)
    expect(m.said.installed).toEqual([])
    expect(m.said.error.join('')).toBe(
      'The tests need these Debian packages: chromium fonts-dejavu-core.\n' +
        'Install them with:  sudo apt-get install -y --no-install-recommends chromium fonts-dejavu-core\n' +
        'Or point CHROMIUM_PATH at a Chromium binary.\n',
    )
  })

  it('refuses a Node older than package.json allows, naming the version it needs', () => {
    const m = machine({ nodeVersion: '20.18.3', has: { chromium: true, postgresql: true, 'fonts-dejavu-core': true } })
    expect(ensureSystemPackages(m)).toBe(false)
    expect(m.said.error).toEqual(['Node 20.18.3 is too old: this project needs Node 20.19 or newer.'])
  })
})
