import { objectsOf } from './scene-geometry'
import { names, singular } from './judge'
import type { SceneDocument } from '../../../src/shared/scene/schema'

/**
 * Does the reply name the asked noun? Both sides are read as singular words ('two street lamps'
 * names 'street lamp'), and a word for the same thing counts the way the judge counts it
 * ('a couch' is named by 'sofa'): the reply is read word by word, each run of words tried as a
 * node name would be.
 */
export function replyNames(reply: string, noun: string): boolean {
  const words = reply.toLowerCase().replace(/[^a-z0-9' -]+/g, ' ').split(/\s+/).filter(Boolean)
  const want = singular(noun).split(' ').length
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= Math.min(want + 1, words.length - i); n++) {
      const run = words.slice(i, i + n).join(' ')
      // ('glasses' is a pair of spectacles to the judge's singular(); in a reply 'wine glasses' are glasses.)
      const plain = run.replace(/sses$/, 'ss')
      if (names(run, noun) || names(singular(run), noun) || names(plain, noun)) return true
    }
  }
  return false
}

export interface NounReport {
  noun: string
  made: boolean
  said: boolean
}

/** For each asked noun: was it made (a node the judge would name it by), and does the reply say it by name? */
export function nounReports(nouns: string[], doc: SceneDocument, reply: string): NounReport[] {
  const objs = objectsOf(doc)
  return nouns.map((noun) => {
    const made = objs.some((o) => names(o.node.name, noun))
    // What it could not make may be said by its head noun ('I can't build the pieces' for chess pieces).
    const said = replyNames(reply, noun) || (!made && replyNames(reply, noun.trim().split(/\s+/).pop()!))
    return { noun, made, said }
  })
}
