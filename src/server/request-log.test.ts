import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/support/test-app'

// `npm start` logs at LOG_LEVEL=info under its banner of URLs. Fastify's own request log writes two
// info lines per request, so opening the editor (dozens of scripts, styles, fonts) pushed the
// banner out of sight; the app logs requests at debug instead (app.ts, QuietRequestLog).

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-log-'))
fs.mkdirSync(path.join(dist, 'assets'))
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)')
fs.writeFileSync(path.join(dist, 'assets', 'main-abc.css'), 'body{}')
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const URLS = ['/', '/assets/main-abc.js', '/assets/main-abc.css', '/api/v1/health', '/api/v1/no-such-route']

/** The request lines the app logs at `level` while a browser-like visit fetches URLS. */
async function requestLines(level: 'info' | 'debug') {
  const lines: { level: number; msg: string }[] = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) }
  const t = await createTestApp({ DIST_DIR: dist }, { serveClient: true, logger: { level, stream } })
  try {
    for (const url of URLS) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(500)
  } finally {
    await t.close()
  }
  return lines.filter((line) => /request/.test(line.msg))
}

describe('the request log', () => {
  it('at the default level (info) says nothing for static files and API calls', async () => {
    expect(await requestLines('info')).toEqual([])
  })

  it('at debug still has a line when each request comes in and when it is answered', async () => {
    const lines = await requestLines('debug')
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(URLS.length)
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(URLS.length)
  })
})
