/**
 * The most nodes one document may hold: far above any scene a person builds by hand, and low
 * enough that checking and drawing one never stalls a server or a browser. The door (applyOps)
 * keeps it for every change, and loading refuses a stored document over it.
 */
export const SCENE_MAX_NODES = 10_000
