// The client build as `npm start` runs it on a first start (over a minute on a small machine),
// saying what it is doing as it goes instead of one line and a long silence.

/**
 * A Vite plugin that reports the build's progress through `log`: modules compiled (at most one
 * line every `everyMs`), then chunk writing, then the steps later plugins name through its `api`
 * (the viewer's own build, compression); while a step lasts, a line every `tickMs` says so.
 */
export function progressPlugin(log, { now = Date.now, everyMs = 3000, tickMs = 10_000 } = {}) {
  const started = now()
  const seconds = () => ((now() - started) / 1000).toFixed(0)
  let modules = 0
  let last = -Infinity
  let doing = ''
  let ticker
  const stopTicker = () => clearInterval(ticker)
  const step = (what) => {
    doing = what
    log(`    ${what} (${seconds()} s)`)
    stopTicker()
    ticker = setInterval(() => log(`    still ${doing} (${seconds()} s)`), tickMs)
    ticker.unref?.()
  }
  return {
    plugin: {
      name: 'start-progress',
      transform() {
        modules += 1
        if (now() - last >= everyMs) {
          last = now()
          log(`    ${modules} modules compiled (${seconds()} s)`)
        }
      },
      renderStart() {
        step(`${modules} modules compiled; minifying and writing chunks`)
        doing = 'minifying and writing chunks'
      },
      /** For other plugins (found by name in configResolved): a step of the build's own. */
      api: { step },
    },
    seconds,
    stopTicker,
  }
}

/** Builds the client with Vite (`config` added to vite.config.ts, or standing alone with configFile: false). */
export async function buildWithProgress(log = console.log, config = {}) {
  log('  Building the client (first start or changed sources; about a minute)…')
  const progress = progressPlugin(log)
  const { build } = await import('vite')
  try {
    await build({ logLevel: 'warn', ...config, plugins: [...(config.plugins ?? []), progress.plugin] })
  } finally {
    // Hooks after the bundle (the viewer's build, compression) end with build() itself.
    progress.stopTicker()
  }
  log(`  Client built in ${progress.seconds()} s`)
}
