import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { findFontFamily, hasVariant, parseVariant, variantKey, type FontFamily, type FontVariant } from '@shared/fonts'
import { FONT_FILE_PATTERN as FILE_NAME } from '@shared/api/fonts'
import { parseFont, toTypeface } from './typeface'

/** Part of every typeface's name: bump it when the output of toTypeface changes, so no stale file is reused. */
const CONVERTER_VERSION = 'tf1'

export interface ResolvedFont {
  family: FontFamily
  variant: FontVariant
  /** Content-addressed names under the files route: safe to cache for good. */
  typefaceFile: string
  woffFile: string
}

export type FontResult = ({ ok: true } & ResolvedFont) | { ok: false; reason: 'not-found' } | { ok: false; reason: 'failed'; error: unknown }

export interface FontConverterOptions {
  /** Where typefaces are kept between restarts (DATA_DIR/fonts). */
  cacheDir: string
  /** Conversions running at once; the rest wait their turn. */
  maxConcurrent?: number
  /** The folder of an @fontsource package (tests point it elsewhere). */
  packageDir?: (pkg: string) => string
}


/** At most `max` tasks at once; a finishing task hands its slot straight to the next in line. */
export function createLimiter(max: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}

const hash = (...parts: (string | Uint8Array)[]) => {
  const h = crypto.createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex').slice(0, 12)
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const gzip = promisify(zlib.gzip)

/** Written aside then renamed: a reader never sees half a file, even if the process dies midway. */
async function writeAtomic(target: string, data: string | Uint8Array) {
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
  try {
    await fs.writeFile(temp, data)
    await fs.rename(temp, target)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  )

export function createFontConverter(options: FontConverterOptions) {
  const require = createRequire(import.meta.url)
  const packageDir = options.packageDir ?? ((pkg: string) => path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)))
  const limit = createLimiter(options.maxConcurrent ?? 2)
  // One promise per family+variant: concurrent requests share a conversion; failures are forgotten so a later request retries.
  const resolved = new Map<string, Promise<FontResult>>()
  const stats = { conversions: 0, diskHits: 0, lastConversionMs: 0 }

  const sourcePath = (family: FontFamily, variant: FontVariant, subset: 'latin' | 'latin-ext') =>
    path.join(packageDir(family.pkg), 'files', `${family.pkg}-${subset}-${variant.weight}-${variant.italic ? 'italic' : 'normal'}.woff`)

  async function build(family: FontFamily, variant: FontVariant): Promise<FontResult> {
    const main = await readOptional(sourcePath(family, variant, 'latin'))
    if (!main) return { ok: false, reason: 'not-found' }
    const ext = await readOptional(sourcePath(family, variant, 'latin-ext'))
    const key = `${family.pkg}-${variantKey(variant)}`
    const typefaceFile = `${key}-${hash(CONVERTER_VERSION, main, ext ?? '')}.typeface.json`
    const woffFile = `${key}-${hash(main)}.woff`
    const target = path.join(options.cacheDir, typefaceFile)
    if (await exists(target)) {
      stats.diskHits++
    } else {
      await limit(async () => {
        const started = performance.now()
        const fonts = [parseFont(main), ...(ext ? [parseFont(ext)] : [])]
        const json = JSON.stringify(toTypeface(fonts, variant))
        await fs.mkdir(options.cacheDir, { recursive: true })
        // The gzip copy (about a quarter of the size) first, the JSON last: the JSON's presence means both are whole.
        await writeAtomic(`${target}.gz`, await gzip(json, { level: 9 }))
        await writeAtomic(target, json)
        stats.conversions++
        stats.lastConversionMs = performance.now() - started
      })
    }
    return { ok: true, family, variant, typefaceFile, woffFile }
  }

  /** A family (display or package name) and a variant ('400', 'regular', '700italic'). */
  function resolve(name: string, variantText = 'regular'): Promise<FontResult> {
    const family = findFontFamily(name)
    const variant = parseVariant(variantText)
    if (!family || !variant || !hasVariant(family, variant)) return Promise.resolve({ ok: false, reason: 'not-found' })
    const key = `${family.pkg}-${variantKey(variant)}`
    let pending = resolved.get(key)
    if (!pending) {
      pending = build(family, variant).catch((error: unknown): FontResult => ({ ok: false, reason: 'failed', error }))
      pending.then((r) => !r.ok && resolved.delete(key))
      resolved.set(key, pending)
    }
    return pending
  }

  /**
   * The file behind a name the files route was asked for, or undefined. Names are checked against
   * the catalogue and the current content hash, so only files we produce can be reached.
   */
  async function fileFor(fileName: string): Promise<{ path: string; type: 'typeface' | 'woff'; gzipPath?: string } | undefined> {
    const match = FILE_NAME.exec(fileName)
    if (!match) return undefined
    const [, pkg, vkey, , kind] = match
    let result = await resolve(pkg, vkey)
    if (!result.ok) return undefined
    if (kind === 'woff') return result.woffFile === fileName ? { path: sourcePath(result.family, result.variant, 'latin'), type: 'woff' } : undefined
    if (result.typefaceFile !== fileName) return undefined
    const file = path.join(options.cacheDir, fileName)
    if (!(await exists(file))) {
      // The cache folder was cleared under a running server: convert again.
      resolved.delete(`${result.family.pkg}-${variantKey(result.variant)}`)
      result = await resolve(pkg, vkey)
      if (!result.ok || result.typefaceFile !== fileName) return undefined
    }
    return { path: file, type: 'typeface', gzipPath: (await exists(`${file}.gz`)) ? `${file}.gz` : undefined }
  }

  return { resolve, fileFor, stats }
}

export type FontConverter = ReturnType<typeof createFontConverter>
