import type { SceneDocument } from '../../../src/shared/scene/schema'
import { judge, names, type ExpectV2 } from './judge'
import { objectsOf, type Obj } from './scene-geometry'
import { planChat } from './plan-chat'

/** A prompt (or a chat of prompts) planned from an empty scene, as geometry the judge can read. */
export interface IssueScene {
  doc: SceneDocument
  reply: string
  replies: string[]
  objs: Obj[]
  named: (noun: string) => Obj[]
}

export function issueScene(...steps: string[]): IssueScene {
  const { doc, results } = planChat(steps)
  const replies = results.map((r) => r.reply)
  const objs = objectsOf(doc)
  return { doc, reply: replies[replies.length - 1], replies, objs, named: (noun) => objs.filter((o) => names(o.node.name, noun)) }
}

/** The judge's unmet constraints and plausibility problems for one expectation. */
export function judged(s: IssueScene, want: ExpectV2): { failed: string[]; problems: string[]; reply: string } {
  const { verdicts, problems } = judge(want, { doc: s.doc, reply: s.reply })
  return { failed: verdicts.filter((v) => !v.ok).map((v) => v.what), problems: problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`), reply: s.reply }
}
