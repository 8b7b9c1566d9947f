// `npm run dev`: the API (restarted on change, plain http on PORT) and the Vite dev server with
// https (plugin-basic-ssl) proxying /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process'

const env = { ...process.env, NODE_ENV: 'development', HTTPS: '0', DATA_DIR: process.env.DATA_DIR ?? './data' }
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => {
  stop()
  process.exitCode = code ?? 0
})
