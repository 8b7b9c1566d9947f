import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { TOKEN_MESSAGES } from '@shared/api/access-tokens'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import { publicOrigin } from '../../lib/public-origin'
import { rateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import { createAssistant, type Assistant } from '../../services/llm/assistant'
import type { ProjectFiles } from '../projects/project-files'
import { resolveToken, type TokenCaller } from '../tokens/access-tokens.service'
import { registerTools } from './mcp-tools'

export interface McpRouteOptions {
  db: Kysely<Database>
  env: Env
  files: ProjectFiles
  version: string
  rateStore?: RateLimitStore
  /** Tests may pass their own; by default the LLM_* variables' (or the built-in planner). */
  assistant?: Assistant
}

/** An apply_ops call may carry up to MAX_BATCH_OPS ops: the live socket's 4 MB message cap. */
const BODY_LIMIT = 4 * 1024 * 1024
const INSTRUCTIONS = [
  'Spatial Studio builds 3D, AR and VR scenes. list_projects or create_project, then read_scene for its outline,',
  'apply_ops to change it (open editors see each step live), screenshot to look at it, publish to share it.',
  'ask_assistant hands a whole request to the product\'s own assistant instead.',
].join(' ')

declare module 'fastify' {
  interface FastifyRequest {
    tokenCaller?: TokenCaller
  }
}

/**
 * /api/v1/mcp: the agent door, a Model Context Protocol server over Streamable HTTP (the SDK's
 * own transport, stateless: each POST carries its JSON-RPC message and gets its answer). A
 * personal access token is accepted here and nowhere else, from the Authorization header only;
 * every request reads it again, so a revoked token stops at once, and counts against its limit.
 */
export async function mcpRoutes(fastify: FastifyInstance, options: McpRouteOptions) {
  const { db, env } = options
  const assistant = options.assistant ?? createAssistant(env)
  const perToken = rateLimiter('mcp-token', env.MCP_RATE_PER_MIN, 60_000, options.rateStore)
  fastify.decorateRequest('tokenCaller', undefined)

  const authenticate = async (request: FastifyRequest) => {
    // Query strings end up in logs and proxies' histories; a token there is refused, not used.
    const query = request.url.split('?')[1] ?? ''
    if (/(^|&)(access_token|token|auth)=/i.test(query)) throw new HttpError(400, 'Send the access token in the Authorization header, never in the URL.')
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
    if (!match) throw new HttpError(401, TOKEN_MESSAGES.missing, undefined, { 'www-authenticate': 'Bearer realm="mcp"' })
    const caller = await resolveToken(db, match[1])
    if (!caller) throw new HttpError(401, TOKEN_MESSAGES.invalid, undefined, { 'www-authenticate': 'Bearer realm="mcp", error="invalid_token"' })
    const wait = await perToken.hitShared(caller.tokenId)
    if (wait) throw new HttpError(429, `Too many requests with this token. Please wait ${wait} seconds and try again.`, undefined, { 'retry-after': String(wait) })
    request.tokenCaller = caller
  }

  // Checked before the body is read: a refused caller costs no parsing.
  fastify.post('/mcp', { onRequest: authenticate, bodyLimit: BODY_LIMIT, schema: { tags: ['mcp'], security: [{ bearerAuth: [] }] } }, async (request, reply) => {
    const hub = fastify.liveHub
    if (!hub) throw new HttpError(503, 'Live editing is not running on this server')
    const server = new McpServer({ name: 'spatial-studio', version: options.version }, { instructions: INSTRUCTIONS })
    registerTools(server, { db, hub, files: options.files, assistant, caller: request.tokenCaller!, origin: publicOrigin(env, request), log: request.log })
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    // The SDK writes the answer on the raw response; Fastify must not answer as well.
    reply.hijack()
    reply.raw.on('close', () => {
      void transport.close()
      void server.close()
    })
    try {
      await server.connect(transport)
      await transport.handleRequest(request.raw, reply.raw, request.body)
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed')
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' })
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null }))
      }
    }
  })

  // Stateless: no server-to-client stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    fastify.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply.status(405).header('allow', 'POST').send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; POST each message.' }, id: null }),
    })
  }
}
