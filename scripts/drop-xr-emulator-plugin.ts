import type { Plugin } from 'vite'

const STUB = '\0xr-emulator-stub'

/**
 * @pmndrs/xr's store imports its emulator (`./emulate.js`: iwer, its dev UI and five synthetic
 * rooms, about 1.7 MB gzip) behind a dynamic import that runs only with `emulate` on. We always
 * pass `emulate: false`, yet the bundler still writes the chunks to dist. In the build the module
 * becomes an empty one; the browser tests bring their own emulation (tests/support/xr-emulator.ts).
 */
export function dropXrEmulator(): Plugin {
  return {
    name: 'drop-xr-emulator',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './emulate.js' && importer && /[\\/]@pmndrs[\\/]xr[\\/]dist[\\/]/.test(importer)) return STUB
      return null
    },
    load(id) {
      if (id === STUB) return 'export function emulate() { throw new Error("The XR emulator is not part of this build") }'
      return null
    },
  }
}
