import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWithProgress, progressPlugin } from './build-progress.mjs'

// The first `npm start` builds for about 45 s on two cores; it used to print one line for all of it.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-progress-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("npm start's client build", () => {
  it('says what it is doing while a real Vite build runs: modules compiled, chunk writing, the time it took', async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>')
    fs.writeFileSync(path.join(dir, 'main.js'), "import { two } from './two.js'\nconsole.log(two)\n")
    fs.writeFileSync(path.join(dir, 'two.js'), 'export const two = 2\n')
    const lines = []
    await buildWithProgress((line) => lines.push(line), { root: dir, configFile: false, logLevel: 'silent', build: { outDir: path.join(dir, 'out') } })
    expect(lines[0]).toMatch(/^ {2}Building the client/)
    expect(lines.some((l) => /^ {4}\d+ modules compiled \(\d+ s\)$/.test(l))).toBe(true)
    expect(lines.some((l) => /minifying and writing chunks/.test(l))).toBe(true)
    expect(lines.at(-1)).toMatch(/^ {2}Client built in \d+ s$/)
    expect(fs.existsSync(path.join(dir, 'out', 'index.html'))).toBe(true)
  })

  it('reports compiled modules at most every few seconds, and keeps talking through each later step', async () => {
    let clock = 0
    const lines = []
    const { plugin, stopTicker } = progressPlugin((line) => lines.push(line), { now: () => clock, everyMs: 3000, tickMs: 20 })
    // A module every 10 ms for 9 s: a line at 0, 3, 6 and 9 s, not 901.
    for (let i = 0; i <= 900; i++, clock += 10) plugin.transform()
    expect(lines).toEqual(['    1 modules compiled (0 s)', '    301 modules compiled (3 s)', '    601 modules compiled (6 s)', '    901 modules compiled (9 s)'])
    plugin.renderStart()
    await new Promise((resolve) => setTimeout(resolve, 70))
    expect(lines.filter((l) => l.startsWith('    still minifying and writing chunks')).length).toBeGreaterThanOrEqual(2)
    // A later plugin's step (the viewer's build, compression) takes over the ticker.
    plugin.api.step('compressing files for the server (.br, .gz): 16 of 160')
    await new Promise((resolve) => setTimeout(resolve, 70))
    expect(lines.filter((l) => l.startsWith('    still compressing files')).length).toBeGreaterThanOrEqual(2)
    stopTicker()
    const said = lines.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines).toHaveLength(said)
  })
})
