import type { FastifyInstance } from 'fastify'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'

/** One JSON-RPC message to /api/v1/mcp through inject, as an MCP client posts it (for status codes and headers). */
export function mcpPost(app: FastifyInstance, token: string | null, body: object, extraHeaders: Record<string, string> = {}, url = '/api/v1/mcp') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(token && { authorization: `Bearer ${token}` }), ...extraHeaders },
    payload: body,
  })
}

/** A tools/call through inject; answers the tool's result (`isError` set on a refusal). */
export async function callTool(app: FastifyInstance, token: string, name: string, args: object) {
  const res = await mcpPost(app, token, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } })
  if (res.statusCode !== 200) throw new Error(`tools/call ${name}: HTTP ${res.statusCode} ${res.body}`)
  const body = res.json() as { result?: { isError?: boolean; content: { type: string; text?: string; data?: string }[] }; error?: { message: string } }
  if (!body.result) throw new Error(`tools/call ${name}: ${body.error?.message}`)
  return { ...body.result, text: body.result.content.find((c) => c.type === 'text')?.text ?? '' }
}

/** The MCP SDK's own client over Streamable HTTP, as a desktop assistant connects. */
export async function connectAgent(baseUrl: string, token: string) {
  const client = new Client({ name: 'test-agent', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL('/api/v1/mcp', baseUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } })
  await client.connect(transport)
  return client
}
