import { assetSchema, nodeSchema, settingsSchema, type SceneAsset, type SceneNode, type SceneSettings } from './schema'

/**
 * The checks the door runs on what an operation writes. The schema check runs per op (so the
 * error names the op that broke it); references run once at the end of a batch, because a batch
 * may add a parent after its child or aim an event at a node it adds later.
 */
export class SceneOpError extends Error {}

/**
 * A change that would take the document past the node cap. Every door (the REST save, the live
 * socket, the assistant, templates, paste) refuses it whole, with 413: a batch is never applied
 * in part to squeeze under the cap.
 */
export class SceneTooManyNodesError extends SceneOpError {
  readonly statusCode = 413
}

/** Field names each node kind allows: zod strips unknown keys, the door refuses them instead. */
const FIELDS = new Map<string, Set<string>>(nodeSchema.options.map((option) => [option.shape.kind.value, new Set(Object.keys(option.shape))]))

const firstIssue = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const issue = issues[0]
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

export function checkNode(what: string, node: SceneNode): void {
  const fields = FIELDS.get((node as { kind?: string }).kind ?? '')
  if (fields) {
    const unknown = Object.keys(node).find((key) => !fields.has(key) && (node as Record<string, unknown>)[key] !== undefined)
    if (unknown) throw new SceneOpError(`${what}: a ${node.kind} has no field "${unknown}"`)
  }
  const parsed = nodeSchema.safeParse(node)
  if (!parsed.success) throw new SceneOpError(`${what}: ${firstIssue(parsed.error.issues)}`)
}

export function checkAsset(asset: SceneAsset): void {
  const parsed = assetSchema.safeParse(asset)
  if (!parsed.success) throw new SceneOpError(`Cannot add asset ${asset?.id}: ${firstIssue(parsed.error.issues)}`)
}

export function checkSettings(settings: SceneSettings): void {
  const parsed = settingsSchema.safeParse(settings)
  if (!parsed.success) throw new SceneOpError(`Cannot change the scene settings: ${firstIssue(parsed.error.issues)}`)
}

/**
 * References of the nodes a batch wrote: the parent exists and is no descendant of the node, the
 * asset exists, every event target exists. Walks each touched node's ancestor chain once.
 */
export function checkReferences(nodes: Record<string, SceneNode>, assets: Record<string, SceneAsset>, touched: Iterable<string>): void {
  for (const id of touched) {
    const node = nodes[id]
    if (!node) continue
    if (node.parentId !== null) {
      if (!nodes[node.parentId]) throw new SceneOpError(`${node.name} (${id}) would hang under a missing parent ${node.parentId}`)
      const seen = new Set<string>([id])
      for (let p: string | null = node.parentId; p; p = nodes[p]?.parentId ?? null) {
        if (seen.has(p)) throw new SceneOpError(`${node.name} (${id}) cannot move inside itself`)
        seen.add(p)
      }
    }
    if ('assetId' in node && !assets[node.assetId]) throw new SceneOpError(`${node.name} (${id}) uses a missing asset ${node.assetId}`)
    // A vector draws an SVG and a sprite plays a packed sheet: nothing else can stand in for them.
    if ((node.kind === 'vector' || node.kind === 'sprite') && assets[node.assetId].type !== node.kind) {
      throw new SceneOpError(`${node.name} (${id}) is a ${node.kind} but its asset ${node.assetId} is a ${assets[node.assetId].type}`)
    }
    if (node.kind === 'sprite' && !assets[node.assetId].sprite) throw new SceneOpError(`${node.name} (${id}) uses asset ${node.assetId}, which has no sprite sheet`)
    for (const event of node.events) {
      if (event.targetId && !nodes[event.targetId]) throw new SceneOpError(`${node.name} (${id}) has an event aimed at a missing object ${event.targetId}`)
    }
  }
}
