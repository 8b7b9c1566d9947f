import type { QuickLookAction, QuickLookAnchoring, QuickLookTap } from './quick-look-plan'

/**
 * USDA text for Apple's behaviour schemas (USDZ schemas for AR: Preliminary_Behavior,
 * Preliminary_Trigger, Preliminary_Action), written into the layer three's USDZExporter makes.
 * Each tap becomes a behaviour whose TapGesture trigger names the tapped object's prim and whose
 * serial Group action runs the events in the author's order (Visibility show/hide, Audio
 * play/pause/stop). Nodes an Enable shows but that start hidden are exported visible and hidden
 * by a SceneTransition ("enter") behaviour, as Reality Composer does: Quick Look's Visibility
 * action animates its own state and does not read the prim's `visibility` attribute.
 */

export const SCENE_PATH = '/Root/Scenes/Scene'
export const BEHAVIOURS_PATH = `${SCENE_PATH}/Behaviors`

export interface BehaviourInput {
  taps: QuickLookTap[]
  startHidden: string[]
  /** Prim path of each exported node, by node id. */
  primOf: (nodeId: string) => string | null
  /** Archive path of each audio asset the actions play, by asset id. */
  audioFileOf: (assetId: string) => string | null
}

/** Prim names: letters, digits and _ only, not starting with a digit (USD identifiers). */
export const primName = (id: string) => `N_${id.replace(/[^A-Za-z0-9_]/g, '_')}`

const rel = (paths: string[]) => `[ ${paths.map((p) => `<${p}>`).join(', ')} ]`

function visibilityLines(name: string, target: string, show: boolean): string[] {
  return [
    `def Preliminary_Action "${name}"`,
    '{',
    '\tuniform token info:id = "Visibility"',
    `\trel affectedObjects = ${rel([target])}`,
    `\tuniform token type = "${show ? 'show' : 'hide'}"`,
    '\tuniform token motionType = "none"',
    '\tuniform token style = "basic"',
    '\tuniform token easeType = "none"',
    '\tuniform double duration = 0',
    '\tuniform token multiplePerformOperation = "allow"',
    '}',
  ]
}

function actionLines(action: QuickLookAction, name: string, input: BehaviourInput): string[] | null {
  const target = input.primOf(action.targetId)
  if (!target) return null
  if (action.kind === 'visibility') return visibilityLines(name, target, action.show)
  const file = input.audioFileOf(action.assetId)
  if (!file) return null
  return [
    `def Preliminary_Action "${name}"`,
    '{',
    '\tuniform token info:id = "Audio"',
    `\trel affectedObjects = ${rel([target])}`,
    `\tuniform asset audio = @${file}@`,
    `\tuniform token type = "${action.op}"`,
    `\tuniform double gain = ${Number(action.volume.toFixed(3))}`,
    '\tuniform token auralMode = "spatial"',
    '\tuniform token multiplePerformOperation = "allow"',
    '}',
  ]
}

function behaviour(name: string, trigger: string[], actions: string[][]): string[] {
  const base = `${BEHAVIOURS_PATH}/${name}`
  const indent = (lines: string[]) => lines.map((l) => `\t\t${l}`)
  return [
    `def Preliminary_Behavior "${name}"`,
    '{',
    `\trel triggers = ${rel([`${base}/Trigger`])}`,
    `\trel actions = ${rel([`${base}/Actions`])}`,
    '\tuniform bool exclusive = 0',
    '',
    ...trigger.map((l) => `\t${l}`),
    '',
    '\tdef Preliminary_Action "Actions"',
    '\t{',
    '\t\tuniform token info:id = "Group"',
    '\t\tuniform token type = "serial"',
    '\t\tuniform bool loops = 0',
    '\t\tuniform int performCount = 1',
    '\t\tuniform token multiplePerformOperation = "allow"',
    `\t\trel actions = ${rel(actions.map((_, i) => `${base}/Actions/Action_${i}`))}`,
    ...actions.flatMap((a) => ['', ...indent(a)]),
    '\t}',
    '}',
  ]
}

export interface BehaviourText {
  /** A `def Scope "Behaviors"` prim to place inside the Scene prim; empty when there is nothing to run. */
  text: string
  /** Taps or actions left out because their prim or file is missing from the export (as event lines). */
  dropped: { sourceId: string; trigger: QuickLookTap['trigger']; action: QuickLookAction | null }[]
}

export function behavioursUsda(input: BehaviourInput): BehaviourText {
  const prims: string[][] = []
  const dropped: BehaviourText['dropped'] = []
  input.taps.forEach((tap, t) => {
    const source = input.primOf(tap.sourceId)
    if (!source) {
      dropped.push({ sourceId: tap.sourceId, trigger: tap.trigger, action: null })
      return
    }
    const name = `Tap_${t}`
    const actions: string[][] = []
    for (const action of tap.actions) {
      const lines = actionLines(action, `Action_${actions.length}`, input)
      if (lines) actions.push(lines)
      else dropped.push({ sourceId: tap.sourceId, trigger: tap.trigger, action })
    }
    if (!actions.length) return
    const trigger = ['def Preliminary_Trigger "Trigger"', '{', '\tuniform token info:id = "TapGesture"', `\trel affectedObjects = ${rel([source])}`, '}']
    prims.push(behaviour(name, trigger, actions))
  })
  const hidden = input.startHidden.map(input.primOf).filter((p): p is string => Boolean(p))
  if (hidden.length) {
    const trigger = ['def Preliminary_Trigger "Trigger"', '{', '\tuniform token info:id = "SceneTransition"', '\tuniform token type = "enter"', '}']
    const hide = hidden.map((target, i) => visibilityLines(`Action_${i}`, target, false))
    prims.push(behaviour('Start', trigger, hide))
  }
  if (!prims.length) return { text: '', dropped }
  const body = prims.flatMap((p, i) => [...(i ? [''] : []), ...p.map((l) => (l ? `\t${l}` : l))])
  return { text: ['def Scope "Behaviors"', '{', ...body, '}'].join('\n'), dropped }
}

/** Inserts `prim` as the last child of the Scene prim of a USDZExporter layer, indented to its depth. */
export function insertIntoScene(usda: string, prim: string): string {
  if (!prim) return usda
  // The exporter writes Root, then Materials, both at column 0: Root's first closing line is
  // "}" at column 0, preceded by Scenes' "\t}" and Scene's "\t\t}".
  const end = usda.indexOf('\n\t\t}\n\t}\n}')
  if (end < 0 || !usda.slice(0, end).includes('def Xform "Scene"')) throw new Error('The USDZ layer has no Scene prim to add behaviours to')
  const indented = prim
    .split('\n')
    .map((l) => (l ? `\t\t\t${l}` : l))
    .join('\n')
  return `${usda.slice(0, end)}\n\n${indented}${usda.slice(end)}`
}

/** Sets the Scene prim's anchoring: plane (horizontal) as the exporter writes it, or face. Image anchoring has its own module. */
export function setAnchoring(usda: string, anchoring: Exclude<QuickLookAnchoring, 'image'>): string {
  const type = /token preliminary:anchoring:type = "[a-z]+"/
  if (!type.test(usda)) throw new Error('The USDZ has no anchoring to set')
  let out = usda.replace(type, `token preliminary:anchoring:type = "${anchoring}"`)
  // A face anchor has no plane: Quick Look reads the alignment only for plane anchors.
  if (anchoring === 'face') out = out.replace(/^\s*token preliminary:planeAnchoring:alignment = "[a-z]+"\s*\n/m, '')
  return out
}
