// `npm test`: every test. Unit and API tests (PGlite and a private PostgreSQL) first, then the
// browser tests, which build the app once and share one server and one Chromium. Ends with one
// summary line, 'tests: N passed, N failed, N skipped'.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { ensureSystemPackages } from './test-preflight.mjs'

if (!ensureSystemPackages()) process.exit(1)
fs.mkdirSync('.tmp', { recursive: true })
const runs = [
  // Two workers even on two cores (vitest's default there is one): most API test time is spent
  // waiting on PostgreSQL, PGlite's file copies and child servers, so a second file overlaps it.
  { name: 'unit + api', args: ['--project', 'unit', '--project', 'api-pglite', '--project', 'api-postgres', '--maxWorkers', '2'] },
  { name: 'browser', args: ['--project', 'e2e'] },
]
const totals = { passed: 0, failed: 0, skipped: 0 }
let exitCode = 0
console.log('▶ typecheck')
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' })
if (tsc.status !== 0) exitCode = 1
for (const [index, run] of runs.entries()) {
  const report = `.tmp/vitest-${index}.json`
  fs.rmSync(report, { force: true })
  console.log(`\n▶ ${run.name} tests`)
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) exitCode = result.status ?? 1
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'))
    totals.passed += json.numPassedTests
    totals.failed += json.numFailedTests
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0)
  } else {
    exitCode ||= 1
    console.error(`${run.name}: no report was written`)
  }
}
if (totals.passed === 0) exitCode ||= 1
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(exitCode)
