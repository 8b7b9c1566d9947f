import { fileURLToPath } from 'node:url'
import basicSsl from '@vitejs/plugin-basic-ssl'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress-plugin.ts'
import { vendorAssets } from './scripts/vendor-assets-plugin.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`

export default defineConfig(({ command }) => ({
  // https in dev too: WebXR and the microphone need a secure context on a phone.
  plugins: [react(), vendorAssets(), command === 'serve' ? basicSsl() : precompress()],
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
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}))
