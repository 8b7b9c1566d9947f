// The agent door's round trip (issue 45), run by `npm run bench` against its server (or alone:
// `BENCH_ONLY=mcp npm run bench`): node --import tsx scripts/bench-mcp.ts <base>.
// An edit token is made as Settings makes it (POST /api/v1/users/tokens with the session), the
// MCP SDK's own client connects over Streamable HTTP as a desktop assistant does, and each tool
// call is timed from the client: the HTTP round trip, the token check, the tool and its answer.
// Rounds stay under the token's rate limit (MCP_RATE_PER_MIN, 120 a minute by default), so no
// call waits on a 429: three tools × ROUNDS calls, plus the handshake and the project's creation.
import { connectAgent } from '../tests/support/mcp'

const base = process.argv[2]
const ROUNDS = Number(process.env.BENCH_MCP_ROUNDS ?? 30)

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<any>
}
const reg = await json(await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `mcp-${Date.now()}@example.com`, password: 'Passw0rd!' }) }))
const session = { authorization: `Bearer ${reg.data.accessToken}`, 'content-type': 'application/json' }
const { token } = (await json(await fetch(`${base}/api/v1/users/tokens`, { method: 'POST', headers: session, body: JSON.stringify({ name: 'Bench agent', scope: 'edit' }) }))).data

const connectStart = performance.now()
const agent = await connectAgent(base, token)
const connectMs = performance.now() - connectStart
type Result = Awaited<ReturnType<typeof agent.callTool>>
const text = (r: Result) => ((r.content as { type: string; text?: string }[]).find((c) => c.type === 'text')?.text ?? '')
const checked = (name: string, r: Result) => {
  if (r.isError) throw new Error(`${name}: ${text(r)}`)
  return r
}
const projectId = JSON.parse(text(checked('create_project', await agent.callTool({ name: 'create_project', arguments: { name: 'MCP bench', type: 'world' } })))).id as string
// A small scene to read: a floor and a few objects, added in one step.
const ops = [{ op: 'add', node: { id: 'floor', kind: 'shape', shape: 'plane', name: 'Floor', transform: { scale: [6, 1, 6] } } }]
for (let i = 0; i < 8; i++) ops.push({ op: 'add', node: { id: `box-${i}`, kind: 'shape', shape: 'cube', name: `Box ${i}`, transform: { position: [i - 4, 0.5, 0] } } } as never)
checked('apply_ops', await agent.callTool({ name: 'apply_ops', arguments: { projectId, ops } }))

const calls: Record<string, { name: string; args: (i: number) => Record<string, unknown> }> = {
  'list projects': { name: 'list_projects', args: () => ({}) },
  'read scene (outline)': { name: 'read_scene', args: () => ({ projectId }) },
  'apply ops (move one box)': { name: 'apply_ops', args: (i) => ({ projectId, ops: [{ op: 'update', id: `box-${i % 8}`, patch: { transform: { position: [i % 8, 0.5, (i % 5) * 0.1], rotation: [0, 0, 0], scale: [1, 1, 1] } } }] }) },
}
const times: Record<string, number[]> = Object.fromEntries(Object.keys(calls).map((k) => [k, []]))
// The tools take turns, so a busy moment on this shared machine hits each alike.
for (let i = 0; i < ROUNDS; i++) {
  for (const [label, { name, args }] of Object.entries(calls)) {
    const start = performance.now()
    checked(name, await agent.callTool({ name, arguments: args(i) }))
    times[label].push(performance.now() - start)
  }
}
await agent.close()

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]
console.log(`\nMCP tool round trip (SDK client over Streamable HTTP, edit token, loopback; ${ROUNDS} calls each; connect ${connectMs.toFixed(0)} ms)`)
console.log('tool'.padEnd(30) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'max ms'.padStart(9))
for (const [label, xs] of Object.entries(times)) console.log(label.padEnd(30) + pct(xs, 50).toFixed(1).padStart(9) + pct(xs, 95).toFixed(1).padStart(9) + Math.max(...xs).toFixed(1).padStart(9))
const all = Object.values(times).flat()
console.log('all three'.padEnd(30) + pct(all, 50).toFixed(1).padStart(9) + pct(all, 95).toFixed(1).padStart(9) + Math.max(...all).toFixed(1).padStart(9))
