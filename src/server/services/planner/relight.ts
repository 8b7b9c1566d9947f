import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, SceneNode } from '../../../shared/scene/schema'
import { childrenIndex } from '../../../shared/scene/bounds'
import { leadVerb } from './intent'
import type { Parsed } from './parse'

/**
 * Re-lighting a scene that is there: 'make it brighter', 'dim the lights', 'make the light
 * warmer', 'make the lamp brighter'. The lights change in place (the scene's ambient and sun
 * light, and every light node, or only those of the things named); nothing new is added ('dim the
 * lights' had added three point lights).
 */
const BRIGHTER = new Set(['brighter', 'brighten', 'lighter', 'brightness'])
const DARKER = new Set(['darker', 'dim', 'dimmer', 'darken', 'dimmed'])
const WARMER = new Set(['warmer', 'warm'])
const COOLER = new Set(['cooler', 'cool', 'colder', 'cold'])
const LIGHT_WORDS = new Set(['light', 'lights', 'lighting', 'lamp', 'lamps', 'lamplight'])
const VERBS = new Set(['make', 'turn', 'set', 'dim', 'brighten', 'darken', 'change'])
const WARM = '#FFC58A'
const COOL = '#CFE3FF'

export interface Relit {
  ops: SceneOp[]
  said: string[]
}

export function planRelight(parsed: Parsed, doc: SceneDocument): Relit | null {
  const t = parsed.tokens
  const verb = leadVerb(t)
  if (verb && !VERBS.has(verb)) return null
  if (t.includes('sky') || t.includes('background')) return null
  // Only a change of what is there: a new thing named ('add a warm lamp') is planned as an add.
  if (parsed.entities.some((e) => e.kind === 'object' && !e.existing && !e.pronoun)) return null
  const factor = t.some((w) => BRIGHTER.has(w)) ? 1.5 : t.some((w) => DARKER.has(w)) ? 0.6 : 1
  const tint = t.some((w) => WARMER.has(w)) ? WARM : t.some((w) => COOLER.has(w)) ? COOL : null
  if (factor === 1 && !tint) return null
  const aboutLight = t.some((w) => LIGHT_WORDS.has(w)) || (verb && ['dim', 'brighten', 'darken'].includes(verb)) || (t.includes('it') && factor !== 1)
  if (!aboutLight) return null
  const named = parsed.entities.filter((e) => e.kind === 'object' && e.existing).flatMap((e) => e.existing!)
  const children = childrenIndex(doc)
  const under = (id: string): SceneNode[] => (children.get(id) ?? []).flatMap((c) => [c, ...under(c.id)])
  const lights = (named.length ? named.flatMap((id) => [doc.nodes[id], ...under(id)]) : Object.values(doc.nodes)).filter((n): n is Extract<SceneNode, { kind: 'light' }> => !!n && n.kind === 'light')
  const scale = (v: number) => Math.round(Math.min(10, Math.max(0, v * factor)) * 1000) / 1000
  const ops: SceneOp[] = lights.map((n) => ({ op: 'update' as const, id: n.id, patch: { light: { ...n.light, intensity: scale(n.light.intensity), color: tint ?? n.light.color } } }))
  if (!named.length) {
    const s = doc.settings
    ops.push({ op: 'settings', patch: { ambientLight: { ...s.ambientLight, intensity: scale(s.ambientLight.intensity), color: tint ?? s.ambientLight.color }, directionalLight: { ...s.directionalLight, intensity: scale(s.directionalLight.intensity), color: tint ?? s.directionalLight.color } } })
  }
  if (!ops.length) return null
  const what = named.length ? `the light of the ${lights.length ? [...new Set(named.map((id) => doc.nodes[id].name.replace(/\d+$/, '').toLowerCase()))].join(' and the ') : ''}` : 'the light'
  const how = [factor > 1 ? 'brighter' : factor < 1 ? 'dimmer' : '', tint === WARM ? 'warmer' : tint === COOL ? 'cooler' : ''].filter(Boolean).join(' and ')
  return { ops, said: [`made ${what} ${how}`] }
}
