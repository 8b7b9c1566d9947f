import { fileURLToPath } from 'node:url'
import basicSsl from '@vitejs/plugin-basic-ssl'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { dropXrEmulator } from './scripts/drop-xr-emulator-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { vendorAssets } from './scripts/vendor-assets-plugin.ts'

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

export default defineConfig(({ command }) => ({
  // https in dev too: WebXR and the microphone need a secure context on a phone.
  plugins: [react(), vendorAssets(), viewerPage(), dropXrEmulator(), command === 'serve' ? basicSsl() : precompress()],
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@app': here('./src/app'),
      '@server': here('./src/server'),
    },
  },
  server: {
    host: true,
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    // Two pages: the app, and the public viewer with its own small entry (src/app/viewer-main.tsx).
    rolldownOptions: { input: { main: here('./index.html'), viewer: here('./src/app/viewer.html') } },
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}))
