import fs from 'node:fs'
import path from 'node:path'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import fastifyStatic from '@fastify/static'
import { sql } from 'kysely'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { trustProxyOption, type Env } from './env'
import type { Db } from './db/client'
import { createTokenService } from './lib/tokens'
import { createMailer, type Mailer } from './lib/mailer'
import { createDbRateLimitStore } from './lib/rate-limit-store'
import { sweepTempDir, TEMP_STALE_MS } from './lib/temp-sweep'
import { registerAuth } from './plugins/auth'
import { registerCompression } from './plugins/compress'
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors'
import { registerRequestGuards } from './plugins/request-guards'
import { registerUnreadBodyHandling } from './plugins/unread-body'
import { EMBEDDABLE_CSP, registerSecurity } from './plugins/security'
import { healthRoutes } from './routes/health/health.routes'
import { usersRoutes } from './routes/users/users.routes'
import { googleRoutes } from './routes/users/google.routes'
import { projectsRoutes } from './routes/projects/projects.routes'
import { imageTargetRoutes } from './routes/image-target/image-target.routes'
import { tutorialsRoutes } from './routes/tutorials/tutorials.routes'
import { scenesRoutes } from './routes/scenes/scenes.routes'
import { libraryRoutes } from './routes/library/library.routes'
import { seedLibrary } from './routes/library/library.service'
import { seedTemplates, templatesRoutes } from './routes/templates/templates.routes'
import { assetsRoutes } from './routes/assets/assets.routes'
import { chatRoutes } from './routes/chat/chat.routes'
import { publishRoutes } from './routes/publish/publish.routes'
import { servePublishedRoutes } from './routes/publish/serve-published'
import { viewerPageRoutes } from './routes/publish/viewer-page'
import { createMediaStorage } from './lib/storage'
import { registerServerNode } from './lib/server-nodes'
import { fontsRoutes } from './routes/fonts/fonts.routes'
import { serveStoredFiles } from './routes/assets/serve-media'
import { copyLocalProjectFiles, createProjectFiles, THUMBNAIL_NAME_PATTERN, THUMBNAIL_PREFIX } from './routes/projects/project-files'
import { analyticsRoutes } from './routes/analytics/analytics.routes'
import { notificationsRoutes } from './routes/notifications/notifications.routes'
import { teamsRoutes } from './routes/teams/teams.routes'
import { commentsRoutes } from './routes/comments/comments.routes'
import { API_BASE } from '@shared/api/base'
import { liveRoutes } from './routes/live/live.routes'
import { tokensRoutes } from './routes/tokens/tokens.routes'
import { mcpRoutes } from './routes/mcp/mcp.routes'


/** An arbitrary constant: serialises the catalog seeding when several servers share one PostgreSQL. */
const SEED_LOCK_ID = 734_921_002

export const API_PREFIX = API_BASE

export interface AppDeps {
  env: Env
  db: Db
  jwtSecret: Uint8Array
  version: string
  /** Serve the built client from env.DIST_DIR (off in API tests). */
  serveClient?: boolean
  logger?: FastifyServerOptions['logger']
  https?: { key: string; cert: string }
  /** Where mail goes (tests pass an outbox); default: SMTP_URL, else the log. */
  mailer?: Mailer
}

/** A line per request (every static file included) buried the start banner: requests log at debug; errors still at error. */
class QuietRequestLog extends LogController {
  incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request')
  }
  requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new QuietRequestLog(),
    https: deps.https ?? null,
    bodyLimit: 1024 * 1024,
    // Believing X-Forwarded-For from anyone would let a client pick its own address (and so its
    // rate limits); only the proxies the operator names are trusted.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Ids and paths are short; anything longer is noise or an attack.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  } as FastifyServerOptions)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerRequestGuards(app)
  registerUnreadBodyHandling(app)
  await registerSecurity(app)
  await registerCompression(app)

  // At start, and hourly after: a crash mid-upload leaves its temp file behind.
  const tempDir = path.join(env.DATA_DIR, 'tmp')
  sweepTempDir(tempDir)
  const sweeper = setInterval(() => sweepTempDir(tempDir), TEMP_STALE_MS).unref()
  app.addHook('onClose', async () => clearInterval(sweeper))

  // Every worker seeds at start: two upserts racing on a fresh PostgreSQL collide on the primary
  // key (ON CONFLICT names only the slug), so the seeding runs one server at a time.
  await db.kysely.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    await seedLibrary(trx)
    await seedTemplates(trx)
  })
  await registerServerNode(db.kysely, env, app.log)
  const publishedStorage = createMediaStorage(env, 'published')
  const projectFiles = createProjectFiles(env)
  await copyLocalProjectFiles(env, projectFiles, app.log)
  const tokens = createTokenService(deps.jwtSecret, env.TOKEN_TTL_S, db.kysely)
  registerAuth(app, db.kysely, tokens)
  // One PostgreSQL may serve several nodes: their rate limits count together there. PGlite is one process.
  const rateStore = db.engine === 'postgresql' ? createDbRateLimitStore(db.kysely) : undefined
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }, app.log)

  await app.register(swagger, {
    openapi: {
      info: { title: 'Spatial Studio API', version: deps.version },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Its default policy names an online validator and any https host; we allow neither.
    transformStaticCSP: (header) => header.replace(/ validator\.swagger\.io/g, '').replace(/ https:/g, ''),
  })

  // Live co-editing: its socket route, before the others so the upgrade is seen first.
  await app.register(liveRoutes, { db: db.kysely, tokens, databaseUrl: env.DATABASE_URL, prefix: API_PREFIX })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        db: db.kysely,
        engine: db.engine,
        version: deps.version,
        clientConfig: {
          marketingUrl: env.MARKETING_URL,
          discordUrl: env.DISCORD_URL,
          googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
          publicUrl: env.PUBLIC_URL ?? '',
        },
      })
      await api.register(usersRoutes, {
        db: db.kysely,
        env,
        mailer,
        secret: deps.jwtSecret,
        tokens,
        ratePerEmail: env.AUTH_RATE_PER_EMAIL,
        ratePerIp: env.AUTH_RATE_PER_IP,
        rateStore,
      })
      await api.register(googleRoutes, {
        db: db.kysely,
        tokens,
        secret: deps.jwtSecret,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        authUrl: env.GOOGLE_AUTH_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        userinfoUrl: env.GOOGLE_USERINFO_URL,
        publicUrl: env.PUBLIC_URL,
        rateStore,
      })
      await api.register(projectsRoutes, { db: db.kysely, env, files: projectFiles })
      await api.register(imageTargetRoutes, { db: db.kysely, env })
      await api.register(tutorialsRoutes)
      await api.register(scenesRoutes, { db: db.kysely })
      await api.register(libraryRoutes, { db: db.kysely })
      await api.register(templatesRoutes, { db: db.kysely })
      await api.register(chatRoutes, { db: db.kysely, env, prefix: '/chat' })
      await api.register(publishRoutes, { db: db.kysely, env, storage: publishedStorage, rateStore })
      await api.register(fontsRoutes, { dataDir: env.DATA_DIR })
      await api.register(analyticsRoutes, { db: db.kysely, env, storage: publishedStorage, rateStore })
      await api.register(notificationsRoutes, { db: db.kysely })
      await api.register(teamsRoutes, { db: db.kysely, env, mailer, rateStore })
      await api.register(commentsRoutes, { db: db.kysely })
      await api.register(tokensRoutes, { db: db.kysely })
      await api.register(mcpRoutes, { db: db.kysely, env, files: projectFiles, version: deps.version, rateStore })
    },
    { prefix: API_PREFIX },
  )

  await app.register(assetsRoutes, { db: db.kysely, env, apiPrefix: API_PREFIX })

  // Thumbnails are public (content-addressed names under unguessable project ids); other uploads are
  // not. Read through storage, so a thumbnail saved on one node serves from every node on a bucket.
  await serveStoredFiles(app, { storage: projectFiles.thumbnails, prefix: THUMBNAIL_PREFIX, namePattern: THUMBNAIL_NAME_PATTERN })

  // Published USDZ/GLB files: public like the viewer, content-addressed so cached for good;
  // kept in the same storage as media (local disk, or S3 shared by several API instances).
  await app.register(servePublishedRoutes, { storage: publishedStorage })

  // Checked once at start: the build does not appear or vanish under a running server.
  const candidate = deps.serveClient ? path.join(env.DIST_DIR, 'index.html') : undefined
  const indexHtml = candidate && fs.existsSync(candidate) ? candidate : undefined
  // The public viewer's own small page (vite.config.ts builds it beside the app); the app's page otherwise.
  const viewerCandidate = indexHtml && path.join(env.DIST_DIR, 'src', 'app', 'viewer.html')
  const viewerHtml = viewerCandidate && fs.existsSync(viewerCandidate) ? viewerCandidate : indexHtml
  if (indexHtml) {
    // The viewer's page carries its scene inline, so it is rendered per experience.
    await app.register(viewerPageRoutes, { db: db.kysely, htmlPath: viewerHtml!, distDir: env.DIST_DIR })
    await app.register(fastifyStatic, {
      root: env.DIST_DIR,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders: (reply: unknown, filePath: string) => {
        // Hashed build output never changes under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          ;(reply as { header: (k: string, v: string) => void }).header('cache-control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing upload or published file is a 404, never the app's page with a 200.
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/uploads/')
    if (!isApi && indexHtml && request.method === 'GET') {
      // The client router owns every other path, its not-found pages included.
      const viewer = request.url.startsWith('/preview-page/')
      if (viewer) {
        reply.raw.removeHeader('x-frame-options')
        reply.header('content-security-policy', EMBEDDABLE_CSP)
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(viewer ? viewerHtml! : indexHtml))
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` })
  })

  return app
}
