import { fileURLToPath } from 'node:url'
import basicSsl from '@vitejs/plugin-basic-ssl'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { dropXrEmulator } from './scripts/drop-xr-emulator-plugin.ts'
import { vendorAssets } from './scripts/vendor-assets-plugin.ts'
import { viewerBuild } from './scripts/viewer-build-plugin.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
/** In dev, /preview-page/* gets the viewer's own page, as the API server does with the build. */
const viewerPage = (): Plugin => ({
  name: 'viewer-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      // The page reads its id and flags from the address bar, which keeps the original URL.
      if (req.url?.startsWith('/preview-page/')) req.url = '/src/app/viewer.html'
      next()
    })
  },
})

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`

const resolve = {
  alias: {
    '@shared': here('./src/shared'),
    '@app': here('./src/app'),
    '@server': here('./src/server'),
  },
}

export default defineConfig(({ command }) => ({
  // https in dev too: WebXR and the microphone need a secure context on a phone. The build writes
  // the viewer's page in a second build of its own, then compresses both (viewer-build-plugin).
  plugins: [react(), vendorAssets(), viewerPage(), dropXrEmulator(), command === 'serve' ? basicSsl() : viewerBuild({ resolve })],
  resolve,
  server: {
    host: true,
    port: 5173,
    // ws: the live co-editing socket (/api/v1/scenes/:id/live) goes through the same proxy.
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    // The app, and the viewer's React page (buttons, messages, the R3F layer for XR), which the
    // viewer's own page (built apart, see viewer-build-plugin.ts) loads after its first frame.
    rolldownOptions: { input: { main: here('./index.html'), 'viewer-react': here('./src/app/viewer-react.tsx') } },
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}))
