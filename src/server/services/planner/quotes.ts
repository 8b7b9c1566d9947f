/**
 * Pulls the parts of a prompt that must keep their exact spelling (the words on a sign, web
 * addresses) out before the rest is lower-cased, leaving «q0» / «u0» placeholders behind.
 */
export interface Extracted {
  text: string
  quotes: string[]
  urls: string[]
}

const TLDS = 'com|org|net|io|dev|app|co|uk|de|fr|edu|gov|info|me|ai|xyz|tv|us|ca|au|in|es|it|nl|site|online|shop|store|page|tech|gg|ly|eu|biz'
const URL_RE = new RegExp(`\\b(?:https?:\\/\\/)?(?:www\\.)?[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?::\\d+)?(?:\\/[^\\s"'<>]*)?`, 'gi')
const QUOTED_RE = /"([^"]{1,300})"|“([^”]{1,300})”|‘([^’]{1,300})’|(?<![a-z])'([^']{1,300})'(?![a-z])/gi
/**
 * Marks that stay inside the words: a price's point ('$19.99'), a title's ('Dr. Osei'), a comma
 * not followed by what starts a new thing or clause ('To Mum, love Sam').
 */
const INNER_MARK = String.raw`(?<=\d)[.,](?=\d)|(?<=\b(?:Dr|Mr|Mrs|Ms|Mx|St|Prof|Jr|Sr|Capt|Lt|Rev|Mt|No))\.(?=\s)|,(?=\s+(?!(?:and|or|a|an|the|then|with|next|beside|plus|also|add|make|put|place|set|behind|near|under|over|above|below|on|in|at|it|its|which|that|while|when|where|some|one|two|three|four|five|six|seven|eight|nine|ten|all|each|every|please|but|so|no)\b)[A-Za-z])`
/**
 * 'says Welcome home next to the tree': the words run until a relation, a new clause or the end.
 * 'reading' before a place or a thing for reading ('a reading corner', 'a reading lamp') names a
 * kind of it, not words to write.
 */
const SAYS_RE = new RegExp(
  String.raw`\b(says|saying|say|that reads|which reads|reading(?!\s+(?:corner|nook|lamp|light|glasses|room|chair|armchair|area|spot|table|desk|space|den|pod|tent)s?\b)|reads|with the text|with text|with the words?|with the name|with the number|with the message|labell?ed|titled|written on it|that spells|spelling|displaying|showing the words?)\s*:?\s+(?!«q)((?:[^,.;!?«]|${INNER_MARK}){1,200}?)(?=\s+(?:painted|written|printed|floating|spelled out|in lights|engraved|carved|etched|stamped|embroidered|stitched|next to|beside|behind|in front of|on top of|on the|on a|under|near|and then|and a|and an|and the|and make|with a|with an|with the|at night|at sunset|during|in the|in a|when|that|which|while|(?:above|over|below|beneath|underneath|on) (?:it|them|the|a|an|his|her|its|their)|on top)\b|(?!${INNER_MARK})[,;!?]|(?!${INNER_MARK})\.(?:\s|$)|\s+[-–—](?:\s|$)|$)`,
  'gi',
)

/** Things that carry words, and numbered names that belong on them ('room 27', 'platform 9', 'no. 5'). */
const SIGN_RE = /\b(sign|signs|signboard|plaque|placard|nameplate|number plate|door plate|banner|board|label|poster|marquee)\b/i
const LABEL_RE = /\b(room|gate|platform|apartment|flat|suite|house|door|aisle|locker|cabin|booth|stall|lane|track|bay|pier|dock|unit|block|route|bus|floor|level|ward|classroom|office|studio|number|no\.?)\s+(\d{1,5}[a-z]?)\b/gi

const NUMBER_RE = /\b(number|no\.?)\s+(\d{1,5}[a-z]?)\b/gi

export function extractQuoted(prompt: string): Extracted {
  const quotes: string[] = []
  const urls: string[] = []
  let text = prompt.replace(URL_RE, (m) => {
    const clean = m.replace(/[.,;:!?)]+$/, '')
    urls.push(/^https?:\/\//i.test(clean) ? clean : `https://${clean}`)
    return ` «u${urls.length - 1}» ` + m.slice(clean.length)
  })
  text = text.replace(QUOTED_RE, (...m: string[]) => {
    quotes.push((m[1] ?? m[2] ?? m[3] ?? m[4]).trim())
    return ` «q${quotes.length - 1}» `
  })
  // 'a scoreboard showing HOME 3 AWAY 1': words to show when they are written as such (capitals, figures).
  text = text.replace(/\b(showing|announcing)\s+(?=[A-Z0-9$£€#])/g, '$1 the words ')
  // 'with just the word SOLD on it': the word itself.
  text = text.replace(/\bwith\s+(?:just|only|simply)\s+the\s+(words?)\b/gi, 'with the $1')
  // 'engraved with 'Employee of the Month'', 'printed with OPEN': what is engraved are the words.
  text = text.replace(/\b(?:engraved|etched|inscribed|embossed|stamped|embroidered|carved|printed|painted|written)\s+with\s+(?:the\s+words?\s+)?(?=«q|[A-Z0-9$£€#])/g, 'saying ')
  // 'an arch with Anna + Tom written across the top', 'with HAPPY BIRTHDAY floating above it': words set as such.
  text = text.replace(/\bwith\s+(?=(?:(?:[A-Z0-9$£€#][^\s,.;!?]*|[&+])\s+){1,6}(?:written|painted|printed|floating|engraved|carved|stitched|spelled|spelt|in lights)\b)/g, 'with the words ')
  text = text.replace(SAYS_RE, (_m, verb: string, words: string, at: number, all: string) => {
    // 'labelled with the name of my café': the place's name, unknown here, stands as its title.
    const of = /^(?:with )?the name of (my|our|your|the|his|her|their) ([^,.;!?]{1,40})$/i.exec(words.trim())
    if (of) {
      const owner = /^(the)$/i.test(of[1]) ? '' : `${of[1][0].toUpperCase()}${of[1].slice(1).toLowerCase()} `
      quotes.push(`${owner}${of[2].trim().replace(/(^|\s)(\p{L})/gu, (_c, sp: string, c: string) => sp + c.toUpperCase())}`)
      return `${verb} «q${quotes.length - 1}» `
    }
    // 'a statue labelled with its name': the name is the thing's own ('Statue').
    if (/^(?:with )?(?:its|their|his|her) (?:own )?names?$/i.test(words.trim())) {
      const before = all.slice(0, at).toLowerCase().match(/([a-z]+)[\s,]*(?:each\s+|that is\s+|which is\s+)?$/)
      const noun = before ? before[1].replace(/(?<=[^s])s$/, '') : ''
      if (noun && !/^(a|an|the|is|are|each|and)$/.test(noun)) {
        quotes.push(noun.charAt(0).toUpperCase() + noun.slice(1))
        return `${verb} «q${quotes.length - 1}» `
      }
    }
    quotes.push(words.trim())
    return `${verb} «q${quotes.length - 1}» `
  })
  // 'a sign for room 27', 'a plaque with gate 4': the number is the sign's words, not a count.
  // ('the number 42 on the door' needs no sign: the number is words to show.)
  if (SIGN_RE.test(text) || /\b(number|no\.?)\s+\d/i.test(text)) {
    text = text.replace(SIGN_RE.test(text) ? LABEL_RE : NUMBER_RE, (_m, word: string, n: string) => {
      quotes.push(`${word[0].toUpperCase()}${word.slice(1).toLowerCase()} ${n.toUpperCase()}`)
      return ` «q${quotes.length - 1}» `
    })
  }
  return { text, quotes, urls }
}
