// `npm test`: every test. Unit and API tests (PGlite and a private PostgreSQL) first, then the
// browser tests, which share one built app, one server and one Chromium. Ends with one summary
// line, 'tests: N passed, N failed, N skipped'.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { ensureSystemPackages } from './test-preflight.mjs'

if (!ensureSystemPackages()) process.exit(1)
fs.mkdirSync('.tmp', { recursive: true })
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`

/** Runs a command to its end: its exit code, its output shown (inherit) or kept. */
function run(args, { env = process.env, keep = false, nice = false } = {}) {
  const child = spawn(process.execPath, args, { env, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  if (nice) {
    try {
      os.setPriority(child.pid, 19)
    } catch {
      /* not permitted: it runs at normal priority */
    }
  }
  let output = ''
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: String(error), ended: elapsed() }))
    child.on('exit', (code) => resolve({ code: code ?? 1, output, ended: elapsed() }))
  })
}

/**
 * The app's production build (what the browser tests test: NODE_ENV=production, not vitest's
 * 'test', which would give React's development build) and the typecheck, both
 * beside the unit and API tests at the lowest CPU priority: those tests spend much of their time
 * waiting (PostgreSQL, PGlite's file copies, child servers), and these fill the gaps without
 * slowing them. Their output is kept and printed when each is awaited.
 */
const build = run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { env: { ...process.env, NODE_ENV: 'production' }, keep: true, nice: true })
// Beside the build, not after it: after it, it ran beside the browser tests, which have no CPU to spare.
const typecheck = run(['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], { keep: true, nice: true })

const steps = [
  // Two workers even on two cores (vitest's default there is one): most API test time is spent
  // waiting on PostgreSQL, PGlite's file copies and child servers, so a second file overlaps it.
  { name: 'unit + api', args: ['--project', 'unit', '--project', 'unit-app', '--project', 'api-pglite', '--project', 'api-postgres', '--maxWorkers', '2'] },
  // The build above is the one they use (SKIP_BUILD: tests/setup/e2e-server.ts builds otherwise).
  { name: 'browser', args: ['--project', 'e2e'], after: { name: 'build', done: build }, env: { SKIP_BUILD: '1' } },
]
const totals = { passed: 0, failed: 0, skipped: 0 }
let exitCode = 0

/** Waits for a background step and prints what it printed. */
async function report(name, done) {
  const { code, output, ended } = await done
  console.log(`\n▶ ${name} (${code === 0 ? 'done' : 'FAILED'} at ${ended}, reported at ${elapsed()})`)
  if (output.trim()) console.log(output.trimEnd())
  if (code !== 0) exitCode ||= 1
  return code === 0
}

for (const [index, step] of steps.entries()) {
  if (step.after && !(await report(step.after.name, step.after.done))) {
    console.error(`${step.name} tests not run: the ${step.after.name} failed`)
    exitCode ||= 1
    continue
  }
  const file = `.tmp/vitest-${index}.json`
  fs.rmSync(file, { force: true })
  console.log(`\n▶ ${step.name} tests (${elapsed()})`)
  const { code } = await run(['node_modules/vitest/vitest.mjs', 'run', ...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    env: { ...process.env, ...step.env },
  })
  if (code !== 0) exitCode = code
  if (fs.existsSync(file)) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'))
    totals.passed += json.numPassedTests
    totals.failed += json.numFailedTests
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0)
  } else {
    exitCode ||= 1
    console.error(`${step.name}: no report was written`)
  }
}
await report('typecheck', typecheck)
if (totals.passed === 0) exitCode ||= 1
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${elapsed()})`)
process.exit(exitCode)
