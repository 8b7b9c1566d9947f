/**
 * The words that name a project's kind rather than a thing in it, and how to take them out of
 * the prompt so the rest is planned as usual. A face project is asked for by a filter, lens or
 * effect for the face or a selfie ('a Halloween face filter', 'a selfie lens'), by a filter named
 * after what it puts on ('a moustache filter for video calls', 'a cat ears filter'), by trying a
 * worn thing on ('try on aviator glasses') or by where it goes ('... for my face', 'on my head').
 * An image-target project by a picture that comes alive ('a poster that comes to life'), or a
 * picture and a camera or phone that sees, scans or points at it ('put a robot on my book cover
 * when the camera sees it', 'a flyer that shows a 3D shoe when it is scanned').
 */

/** What is worn on the head and face: a filter named after one of these is a face filter. */
export const WORN = 'sun ?glasses|glasses|goggles|spectacles|shades|monocle|eye ?mask|masks?|crowns?|tiaras?|hats?|caps?|helmets?|halos?|horns|antlers|(?:\\w+ )?ears|headbands?|wreaths?|beanies?|berets?|wigs?|hair|moustaches?|mustaches?|beards?|lips|noses?|freckles|whiskers|make-?up|face ?paint|earrings?|headphones|bunny|puppy|dog|cat|clown|pirate|witch|wizard|cowboy|flower crown'

const FACE_KIND = /\b(?:an?\s+|my\s+|the\s+|our\s+)?(?:ar\s+|snapchat\s+|instagram\s+|tiktok\s+|selfie\s+|fun\s+|cute\s+|funny\s+|spooky\s+|[a-z]+ween\s+|christmas\s+|birthday\s+|party\s+)*(?:face|selfie|head)[\s-](?:filter|lens|effect|mask|camera effect|tracking(?:\s+(?:experience|project|effect|filter))?)\b(?:\s+(?:with|that (?:adds|gives|puts|shows|makes)|showing|of|where))?/i
/** 'a moustache filter', 'pirate hat lens': the filter word after a worn thing (kept: the thing). */
const WORN_FILTER = new RegExp(`\\b((?:${WORN}))\\s+(?:ar\\s+)?(?:filter|lens|effect)\\b(?:\\s+for\\s+(?:my\\s+|your\\s+|our\\s+)?(?:video calls?|calls?|selfies?|photos?|stories|streams?|zoom(?: calls?)?|facetime|meetings?|the front camera))?`, 'i')
/** 'a filter for video calls with cat ears', 'a selfie filter': a filter for a camera on a face. */
const CALL_FILTER = /\b(?:an?\s+)?(?:filter|lens|effect)\s+for\s+(?:my\s+|your\s+|our\s+)?(?:video calls?|selfies?|zoom(?: calls?)?|facetime|meetings?|the front camera)\b(?:\s+(?:with|that (?:adds|gives|puts|shows)))?/i
const TRY_ON = new RegExp(`\\b(?:let (?:me|users|people|customers) )?(?:virtually\\s+)?try(?:ing)?[\\s-]?on\\s+(?=(?:[\\w'-]+\\s+){0,3}(?:${WORN})\\b)`, 'i')
/** 'an instagram filter that gives me cat ears', 'a snapchat-style lens with ...': a platform's filter is worn on the face. */
const PLATFORM_FILTER = /\b(?:an?\s+)?(?:instagram|insta|snapchat|snap|tiktok|facebook|messenger)(?:[\s-]+style)?\s+(?:ar\s+)?(?:filter|lens|effect)\b(?:\s+(?:with|that (?:adds|gives|puts|shows|makes)(?:\s+(?:me|you|us|them|people))?|showing|of|where))?/i
/** 'a viking helmet that follows my face': what tracks a face is worn on it. */
const FOLLOWS_FACE = /\s+(?:that|which)\s+(?:follows|tracks|sticks to|stays on|moves with)\s+(?:my|your|the(?:\s+user's)?|their|someone's|his|her|our)\s+(?:face|head)\b/i
const ON_FACE = /\s+(?:on|for|to|over)\s+(?:my|your|the(?:\s+user's)?|their|someone's|his|her|our)\s+(?:face|head|selfies?)\b(?!\s+of\b)/i

export function faceWords(prompt: string): string | null {
  const hit = [FACE_KIND, PLATFORM_FILTER, FOLLOWS_FACE, WORN_FILTER, CALL_FILTER, TRY_ON, ON_FACE].filter((re) => re.test(prompt))
  if (!hit.length) return null
  let text = prompt
  for (const re of hit) text = text.replace(re, (_all, worn?: string) => (re === WORN_FILTER && worn ? ` ${worn} ` : ' '))
  // On a face, glasses are worn ones (elsewhere 'two glasses' on a table are for drinking).
  return tidy(text.replace(ON_FACE, ' ').replace(/\b(?<!sun|eye|-|\w )glasses\b/gi, 'eyeglasses'))
}

const PICTURE = "(?:(?:magazine|book|album|record|comic|cd|dvd|vinyl)\\s+)?(?:poster|picture|photo|photograph|painting|print|flyer|leaflet|magazine(?: cover| advert| ad)?|book cover|cover|business card|postcard|album cover|brochure|greeting card|birthday card|card|artwork|image|advert|advertisement|menu|label|packaging|sticker|billboard|banner|map|page|drawing|comic book|comic|(?:story|picture|colou?ring|sketch|note)?book|newspaper|catalogue|catalog|t-shirt print|wine label|cereal box)"
const ALIVE = "(?:comes?|coming|come|came) (?:to )?(?:alive|to life)|(?:pops?|jumps?|springs?|sprang|leaps?|bursts?) (?:out|off|to life|into life)|brought to life|animated when scanned"
/** A camera or phone that sees the picture: 'when the camera sees it', 'whenever you point your phone at my card', 'when it is scanned'. */
const WHEN = '(?:when|whenever|once|as soon as|if)\\s+'
const DET = "(?:(?:the|a|an|my|your|their|his|her|its|someone's|our)\\s+)"
const LOOKER = '(?:camera|phone|app|viewer|visitor|customer|user|reader|guest|someone|somebody|people|you|i|they|anyone|we)\\s+'
const DEVICE = `${DET}?(?:phone|camera)s?`
const LOOKS = `(?:sees?|spots?|scans?|detects?|recogni[sz]es?|points? ${DEVICE} at|aims? ${DEVICE} at|holds? ${DEVICE} (?:up to|over))\\s+`
const THE_PICTURE = `(?:it|them|this|${DET}?(?:[\\w-]+\\s+){0,2}?${PICTURE})`
/** A camera or phone that sees the picture: 'when the camera sees it', 'whenever you point your phone at my card', 'when it is scanned'. */
const SEEN = `(?<=^|[-–—,;:.]\\s*|\\band\\s+)(?:just\\s+|simply\\s+)?(?:scan|point ${DEVICE} at|aim ${DEVICE} at|hold ${DEVICE} (?:up to|over))\\s+${THE_PICTURE}|${WHEN}${DET}?${LOOKER}${LOOKS}${THE_PICTURE}|${WHEN}${THE_PICTURE}\\s+(?:is|gets|has been)\\s+(?:scanned|seen|detected|recogni[sz]ed)|when scanned`
const IMAGE_ALIVE = new RegExp(`\\b(?:(?:an?|my|our|the|your)\\s+)?(?:[\\w-]+\\s+){0,2}?${PICTURE}\\s+(?:that|which)?\\s*(?:${ALIVE})\\b(?:\\s+(?:with|and shows|showing|as|where|when))?`, 'i')
const MAKE_ALIVE = new RegExp(`\\b(?:make|bring|turn)\\s+(?:(?:an?|my|our|the|your)\\s+)?(?:[\\w-]+\\s+){0,2}?(${PICTURE})\\s+(?:come\\s+)?(?:(?:to\\s+)?(?:alive|life)|into an? ar [\\w-]+)(?:\\s+(?:with|by|showing))?`, 'i')
const IMAGE_SEEN = new RegExp(`[,;:]?\\s*(?:${SEEN})\\b[,:]?`, 'i')
const TARGET = /\b(?:an?\s+)?image[\s-]target(?:\s+(?:project|experience))?\b(?:\s+(?:with|of|showing))?/i
/** The picture itself, where it is only the target: 'on my book cover', 'an AR business card:', 'out of the page'. */
const PICTURE_PHRASE = new RegExp(`(?:\\s*\\b(?:on|onto|over|above|from|out of|off|in front of)\\s+)?\\b(?:(?:an?|my|our|the|your|this)\\s+)(?:ar\\s+)?(?:[\\w-]+\\s+){0,2}?${PICTURE}\\b(?:\\s*:|\\s+(?:that|which)\\s+(?:shows|has|pops up|brings up|plays|shows up)|\\s+with)?`, 'gi')

export function imageWords(prompt: string): { text: string; picture: string } | null {
  const seen = IMAGE_SEEN.test(prompt) && new RegExp(`\\b${PICTURE}\\b`, 'i').test(prompt)
  const re = IMAGE_ALIVE.test(prompt) ? IMAGE_ALIVE : MAKE_ALIVE.test(prompt) ? MAKE_ALIVE : seen ? IMAGE_SEEN : TARGET.test(prompt) ? TARGET : null
  if (!re) return null
  const named = (re === IMAGE_SEEN ? prompt : prompt.match(re)![0]).match(new RegExp(`\\b${PICTURE}\\b`, 'gi'))
  const picture = (named?.[0] ?? 'picture').toLowerCase()
  let text = prompt.replace(re, ' ')
  if (re !== IMAGE_SEEN) text = text.replace(IMAGE_SEEN, ' ')
  // What the picture shows stands on it: 'above it', 'on it' now name the card, which is not built.
  text = text.replace(PICTURE_PHRASE, ' ').replace(/\s+(?:above|on|over|from|out of|off) (?:it|them)\b/gi, ' ')
  return { text: tidy(text), picture }
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').replace(/\s+([,.;:!?])/g, '$1').replace(/^\s*[,.;:]\s*/, '').replace(/[,;:]\s*$/, '').trim()
