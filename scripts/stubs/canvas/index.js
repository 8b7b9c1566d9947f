// node-canvas is not installed (native, cannot be built here). mind-ar needs it only for its Node-side
// offline compiler, which this project does not use; jsdom probes for it and falls back when the
// require fails, so this stand-in fails the same way a missing package would.
throw Object.assign(new Error("Cannot find module 'canvas' (an empty stand-in: scripts/stubs/canvas)"), { code: 'MODULE_NOT_FOUND' })
