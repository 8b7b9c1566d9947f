#!/usr/bin/env node
// `npm run mcp`: a local stdio MCP server for tools that start their servers as a command (a
// desktop assistant's config, an editor's). It holds no tools of its own: every message goes to a
// running Spatial Studio's /api/v1/mcp over Streamable HTTP with the personal access token, and
// every answer comes back, so the checks, limits and live editing are the server's.
// stdout carries the protocol; anything for a person goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'

const base = process.env.SPATIAL_STUDIO_URL || 'http://localhost:3000'
const token = process.env.SPATIAL_STUDIO_TOKEN
if (!token) {
  console.error('SPATIAL_STUDIO_TOKEN is not set: create a personal access token in Settings and pass it in the environment (never on the command line).')
  process.exit(2)
}
let url
try {
  url = new URL('/api/v1/mcp', base)
} catch {
  console.error(`SPATIAL_STUDIO_URL is not a URL: ${base}`)
  process.exit(2)
}

const remote = new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } })
const local = new StdioServerTransport()

local.onmessage = (message) => {
  remote.send(message).catch((error) => {
    const reason = `Spatial Studio at ${url.origin}: ${error instanceof Error ? error.message : String(error)}`
    console.error(reason)
    // A request the server never answered still gets an answer, so the tool does not wait forever.
    if ('method' in message && 'id' in message && message.id !== undefined) void local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: reason } })
  })
}
remote.onmessage = (message) => void local.send(message)
remote.onerror = (error) => console.error(`Spatial Studio at ${url.origin}: ${error.message}`)
local.onclose = () => void remote.close().finally(() => process.exit(0))

await remote.start()
await local.start()
console.error(`Spatial Studio MCP bridge: stdio <-> ${url.href}`)
