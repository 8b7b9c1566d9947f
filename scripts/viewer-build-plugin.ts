import path from 'node:path'
import { build, type Plugin, type UserConfig } from 'vite'
import { compressDir } from './precompress-plugin.ts'

/** The entry chunk's own dynamic import of the scene core, and what it imports, in the page's head. */
const CORE_MODULE = 'src/app/features/viewer/core-viewer.ts'

/**
 * The viewer's entry imports the scene core dynamically (a scene only the R3F layer draws must not
 * evaluate a second three.js), yet the first frame needs it at once: the page announces the core's
 * chunk and its imports with modulepreload, so they load in parallel with the entry, not after it.
 */
export function preloadCore(): Plugin {
  return {
    name: 'viewer-preload-core',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const core = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(CORE_MODULE))
      const html = Object.values(bundle).find((a) => a.type === 'asset' && a.fileName.endsWith('viewer.html'))
      if (!core || !html || html.type !== 'asset') return
      const files = new Set<string>()
      const visit = (file: string) => {
        if (files.has(file)) return
        files.add(file)
        const chunk = bundle[file]
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
      }
      visit(core.fileName)
      const links = [...files].filter((f) => !String(html.source).includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      html.source = String(html.source).replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    },
  }
}

/**
 * The public viewer's page is built on its own, after the app: its entry draws the first frame with
 * the scene core and named three.js imports, and only a build that holds no R3F can tree-shake
 * three (R3F's Canvas extends the whole THREE namespace, so in a shared build every chunk that
 * uses three would carry all of it). The viewer's React page (src/app/viewer-react.tsx) is an
 * entry of the app's build; the server names its file in the viewer's page.
 * The .br/.gz files of both builds are written once both are done.
 */
export function viewerBuild(shared: Pick<UserConfig, 'resolve'>): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  // `npm start` adds a progress plugin (scripts/build-progress.mjs); these steps are the build's last half.
  let step: (what: string) => void = () => {}
  return {
    name: 'viewer-build',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      const progress = config.plugins.find((p) => p.name === 'start-progress')?.api as { step?: typeof step } | undefined
      if (progress?.step) step = progress.step
    },
    async closeBundle() {
      step('building the public viewer page')
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: shared.resolve,
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          manifest: '.vite/viewer-manifest.json',
          sourcemap: !!process.env.VIEWER_MAPS,
          chunkSizeWarningLimit: 1500,
          rolldownOptions: { input: { viewer: path.join(root, 'src/app/viewer.html') } },
        },
        plugins: [preloadCore()],
      })
      let shown = 0
      await compressDir(outDir, (done, total) => {
        // About every tenth of the files, and the last.
        if (done === total || done - shown >= Math.ceil(total / 10)) {
          shown = done
          step(`compressing files for the server (.br, .gz): ${done} of ${total}`)
        }
      })
    },
  }
}
