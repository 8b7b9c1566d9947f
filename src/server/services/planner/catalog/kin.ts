import { ANIMALS } from './animals'
import { BUILDINGS } from './buildings'
import { CHARACTERS } from './characters'
import { COMPOSED } from './composed'
import { CREATURES } from './creatures'
import { FOOD } from './food'
import { MISC } from './misc'
import { NATURE } from './nature'
import { VEHICLES } from './vehicles'
import { ball, box, C, cap, cone, cyl, obj, ring, scaled, type ObjectSpec, type ObjectOptions, type PartSpec } from './dsl'

/**
 * Kin of things the catalogue has: the same body plan in another colour and size, named as
 * asked. A bison is a dark, heavy cow; a koala a small grey bear; a wizard a person in purple; a
 * tram a red bus; a maple a tree with red leaves. Where the body plan is new (a suitcase, an
 * anchor, a trumpet) it is composed from a few parts that carry its shape.
 */
const ALL = [...COMPOSED, ...ANIMALS, ...CHARACTERS, ...VEHICLES, ...BUILDINGS, ...NATURE, ...FOOD, ...MISC, ...CREATURES]
const find = (key: string): ObjectSpec => {
  const spec = ALL.find((s) => s.key === key)
  if (!spec) throw new Error(`kin of unknown ${key}`)
  return spec
}

/** `key`'s body in `main` (its painted parts), `k` times its size, with extra parts; its flight and surfaces kept. */
function like(key: string, words: string, main: string, k = 1, extra: PartSpec[] = [], opts: ObjectOptions = {}): ObjectSpec {
  const b = find(key)
  const inherited: ObjectOptions = { airborne: b.airborne, surface: b.surface, faces: b.faces, noTop: b.noTop, stackable: b.stackable, single: b.single && !extra.length, ground: b.ground }
  return obj(words, main, [...scaled(b.parts, k), ...extra], { ...inherited, ...opts })
}

const PERSON = 'person'

export const KIN: ObjectSpec[] = [
  // Animals by body plan.
  like('cow', 'bison|buffalo|yak|ox|oxen', '#4E3524', 1.05, [], { plural: ['oxen', 'bison', 'buffalo'] }),
  like('cow', 'rhino|rhinoceros', '#8E8E8E', 1.1, [cone('Horn', [1.35, 1.62, 0], [0.12, 0.3, 0.12], C.cream)]),
  like('pig', 'hippo|hippopotamus', '#7D6E83', 2.4),
  like('deer', 'moose|antelope|gazelle|caribou', '#6F4E37'),
  like('bear', 'koala', '#9E9E9E', 0.35),
  like('bear', 'sloth', '#8B7355', 0.35),
  like('bear', 'raccoon|badger|skunk|opossum', '#6B6B6B', 0.33),
  like('bear', 'beaver|otter|wombat|mole|marmot|groundhog', '#6F4E37', 0.3),
  like('rabbit', 'kangaroo|wallaby', '#C19A6B', 3.5),
  like('lizard', 'crocodile|alligator|komodo dragon|caiman', '#4B6F44', 7),
  like('snake', 'eel', '#5A5A5A'),
  like('snake', 'worm|earthworm', '#D98C8C', 0.3),
  like('snake', 'caterpillar', '#7CB342', 0.3),
  like('snail', 'slug', '#8B6B4A'),
  like('flamingo', 'ostrich|emu|cassowary', '#3B3B3B', 1.4),
  like('chicken', 'peacock|peafowl', '#1F4E8C', 1.6),
  like('chicken', 'turkey|pheasant|quail|dodo|guinea fowl', '#6F4E37', 1.3),
  like('crow', 'bat', C.black, 1),
  like('crow', 'toucan|puffin', C.black, 1.2),
  like('crow', 'pelican|albatross', C.white, 2.6),
  like('crow', 'hummingbird', '#2E8B57', 0.5),
  like('crow', 'woodpecker|cardinal', C.red),
  like('crow', 'kingfisher|bluebird|blue jay|jay', C.blue),
  like('crow', 'canary|finch|goldfinch', C.yellow, 0.8),
  like('crow', 'parakeet|budgie|lovebird', '#4CAF50', 0.8),
  like('crow', 'vulture|condor|falcon|kite bird', '#4E3524', 1.8),
  like('spider', 'ladybug|ladybird', C.red),
  like('spider', 'beetle|cockroach|scarab', C.black),
  like('spider', 'scorpion', '#8B5A2B', 1.5),
  like('ant', 'grasshopper|cricket|termite', '#7CB342', 4),
  like('crab', 'shrimp|prawn|crayfish', '#F4A6A0', 0.5),
  // A ray is a disc a sixth as thick as it is wide (thickest in the middle), eyes on top, a whip of a tail:
  // a flat slab at a twelfth shrank to a 2 cm sliver in a tank.
  obj('stingray|manta ray|ray', '#6C7A89', [
    ball('Body', [0.05, 0.065, 0], [0.8, 0.13, 0.7], 'main'),
    ball('Eye', [0.3, 0.115, 0.08], [0.05, 0.04, 0.05], C.black),
    ball('Eye', [0.3, 0.115, -0.08], [0.05, 0.04, 0.05], C.black),
    cyl('Tail', [-0.55, 0.05, 0], [0.025, 0.5, 0.025], 'main', { rot: [0, 0, Math.PI / 2] }),
  ]),
  obj('clam|oyster|mussel|scallop|seashell|sea shell|shell|conch', '#F2E8CF', [ball('Shell', [0, 0.04, 0], [0.16, 0.08, 0.14], 'main'), cyl('Lip', [0, 0.005, 0], [0.16, 0.01, 0.14], C.sand)]),
  // People in their colours.
  like(PERSON, 'wizard|sorcerer|mage|magician', '#5B2C83', 1, [cone('Hat', [0, 1.95, 0], [0.34, 0.45, 0.34], '#5B2C83')]),
  like(PERSON, 'witch', C.black, 1, [cone('Hat', [0, 1.95, 0], [0.34, 0.45, 0.34], C.black)]),
  like(PERSON, 'ninja|spy|burglar|thief', C.black),
  like(PERSON, 'clown|jester', C.red, 1, [ball('Nose', [0, 1.62, 0.13], [0.06, 0.06, 0.06], C.red)]),
  like(PERSON, 'zombie', '#6B8E23'),
  like(PERSON, 'vampire|dracula', '#2B0A0A'),
  like(PERSON, 'mummy', '#E8DCC0'),
  like(PERSON, 'prince|princess', '#FF8FAB', 1, [cone('Crown', [0, 1.86, 0], [0.16, 0.12, 0.16], C.gold)]),
  like(PERSON, 'cowboy|cowgirl|sheriff|rancher', '#8B5A2B', 1, [cyl('Hat', [0, 1.84, 0], [0.42, 0.04, 0.42], '#6F4E37')]),
  like(PERSON, 'soldier|guard|ranger', '#556B2F'),
  like(PERSON, 'nurse|scientist|dentist|vet', C.white),
  like(PERSON, 'firefighter|fireman|firewoman', C.red),
  like(PERSON, 'builder|construction worker|worker|mechanic', C.orange, 1, [ball('Helmet', [0, 1.8, 0], [0.26, 0.14, 0.26], C.yellow)]),
  like(PERSON, 'sailor|captain', C.white),
  like(PERSON, 'elf', '#2E8B57', 0.8),
  like(PERSON, 'dwarf|gnome', '#8B0000', 0.6, [cone('Hat', [0, 1.95, 0], [0.3, 0.35, 0.3], C.red)]),
  like(PERSON, 'giant|troll|ogre', '#7A8450', 1.8),
  like(PERSON, 'goblin|imp', '#556B2F', 0.6),
  like(PERSON, 'mermaid|merman', '#2A9D8F'),
  like(PERSON, 'fairy|pixie|angel', '#FFC0CB', 0.35, [], { airborne: 1.2 }),
  // Vehicles, buildings and plants of known shapes.
  like('bus', 'tram|streetcar|trolley|trolleybus|cable car', '#C0392B'),
  like('van', 'caravan|camper|camper van|campervan|motorhome|rv|trailer', '#F2E8CF'),
  like('tractor', 'bulldozer|excavator|digger|forklift|steamroller|crane truck', C.yellow),
  like('car', 'jeep|suv|pickup|pickup truck', '#556B2F', 1.1),
  like('ship', 'ferry|cruise ship|ocean liner|liner|barge|tanker', C.white),
  like('tower', 'silo|grain silo|minaret|pagoda|turret', '#C8C8C8'),
  like('church', 'mosque|cathedral|chapel|shrine', '#E8DCC0'),
  like('tree', 'maple|maple tree|autumn tree', '#D2691E'),
  like('tree', 'willow|willow tree|elm|elm tree|ash tree|beech|beech tree', '#8DB600'),
  like('flower', 'lily|orchid|lavender|poppy|daffodil|iris|violet flower|marigold|carnation|dandelion|peony', '#C77DFF'),
  like('bush', 'fern|ivy|vine|seaweed|kelp|reeds|reed|shrubbery', '#2E7D32'),
  like('bush', 'tumbleweed', '#B5835A', 0.5),
  like('apple', 'peach|plum|apricot|nectarine|pomegranate', '#F4A261'),
  like('apple', 'cherry|grape|blueberry|olive|berry', '#7B2CBF', 0.3),
  like('apple', 'coconut', '#6F4E37', 1.4),
  like('orange', 'grapefruit|tangerine|mandarin|lime', '#FFA62B'),
  like('bread', 'croissant|baguette|bun|roll|bagel', '#D4A373', 0.8),
  // New body plans, in a few parts.
  obj('bamboo|bamboo plant', '#7CB342', [0, 0.12, -0.1].map((x, i) => cyl('Cane', [x, 1.2 + i * 0.2, i * 0.08 - 0.05], [0.06, 2.4 + i * 0.4, 0.06], 'main')).concat([ball('Leaves', [0, 2.7, 0], [0.6, 0.4, 0.6], '#2E7D32')])),
  obj('pineapple', C.yellow, [cap('Fruit', [0, 0.12, 0], [0.14, 0.24, 0.14], 'main'), cone('Crown', [0, 0.3, 0], [0.1, 0.14, 0.1], '#2E7D32')]),
  obj('corn|corn cob|ear of corn', C.yellow, [cap('Cob', [0, 0.025, 0], [0.05, 0.2, 0.05], 'main', { rot: [0, 0, Math.PI / 2] })]),
  obj('spoon|fork|knife|ladle|spatula|chopsticks|cutlery', C.silver, [box('Handle', [0, 0.005, 0], [0.16, 0.01, 0.02], 'main', { mat: 'metal' }), box('Head', [0.1, 0.005, 0], [0.05, 0.01, 0.035], 'main', { mat: 'metal' })]),
  obj('suitcase|luggage|briefcase|trunk case', '#6F4E37', [box('Case', [0, 0.3, 0], [0.45, 0.6, 0.2], 'main'), box('Handle', [0, 0.63, 0], [0.15, 0.04, 0.03], C.black)]),
  obj('anchor', C.darkGrey, [box('Shank', [0, 0.5, 0], [0.08, 0.9, 0.06], 'main', { mat: 'metal' }), box('Stock', [0, 0.85, 0], [0.5, 0.06, 0.06], 'main', { mat: 'metal' }), box('Arm', [0, 0.08, 0], [0.6, 0.08, 0.06], 'main', { mat: 'metal' }), cyl('Ring', [0, 0.97, 0], [0.1, 0.04, 0.1], 'main', { mat: 'metal' })]),
  obj('buoy|lifebuoy|life ring|life preserver|rubber ring|swim ring', C.red, [ring('Ring', [0, 0.06, 0], [0.6, 0.6, 0.12], 'main', { rot: [Math.PI / 2, 0, 0] })]),
  obj('trampoline', C.black, [cyl('Mat', [0, 0.55, 0], [2.4, 0.04, 2.4], 'main'), ring('Frame', [0, 0.58, 0], [2.5, 2.5, 0.08], C.blue, { rot: [Math.PI / 2, 0, 0] }), ...[[1, 0], [-1, 0], [0, 1], [0, -1]].map(([x, z]) => cyl('Leg', [x * 1.15, 0.27, z * 1.15], [0.06, 0.54, 0.06], C.darkGrey))], { surface: true }),
  obj('ski|skis|snowboard|sledge board', C.red, [box('Board', [0, 0.02, 0], [1.6, 0.03, 0.25], 'main')]),
  obj('trumpet|saxophone|tuba|horn|trombone|flute|clarinet|bugle', C.gold, [cyl('Tube', [0, 0.04, 0], [0.05, 0.5, 0.05], 'main', { rot: [0, 0, Math.PI / 2], mat: 'metal' }), cone('Bell', [0.3, 0.06, 0], [0.12, 0.14, 0.12], 'main', { rot: [0, 0, -Math.PI / 2], mat: 'metal' })]),
  like('guitar', 'violin|fiddle|viola', '#8B4513', 0.6),
  like('guitar', 'cello|double bass|bass guitar', '#6F4E37', 1.4),
  like('guitar', 'ukulele|banjo|mandolin|lute', '#C68642', 0.65),
  obj('chandelier', C.gold, [ring('Ring', [0, 0.3, 0], [0.8, 0.8, 0.04], 'main', { rot: [Math.PI / 2, 0, 0], mat: 'metal' }), cyl('Stem', [0, 0.6, 0], [0.04, 0.6, 0.04], 'main', { mat: 'metal' }), ...[0, 1, 2, 3, 4, 5].map((i) => ball('Bulb', [Math.sin((i * Math.PI) / 3) * 0.38, 0.36, Math.cos((i * Math.PI) / 3) * 0.38], [0.08, 0.08, 0.08], '#FFF2B3', { mat: 'glow' }))], { airborne: 2.4 }),
  obj('wall shelf|floating shelf|ledge', C.wood, [box('Board', [0, 0.2, 0], [0.9, 0.03, 0.25], 'main', { mat: 'wood' }), box('Bracket', [-0.35, 0.1, -0.1], [0.03, 0.2, 0.05], C.darkGrey), box('Bracket', [0.35, 0.1, -0.1], [0.03, 0.2, 0.05], C.darkGrey)], { wallMount: true, surface: true }),
  obj('tray|serving tray|platter', C.silver, [box('Base', [0, 0.01, 0], [0.5, 0.02, 0.35], 'main', { mat: 'metal' }), box('Rim', [0, 0.03, 0.17], [0.5, 0.03, 0.01], 'main', { mat: 'metal' }), box('Rim', [0, 0.03, -0.17], [0.5, 0.03, 0.01], 'main', { mat: 'metal' })], { surface: true }),
  obj('swimming pool|pool|lap pool|paddling pool', C.water, [box('Water', [0, 0.05, 0], [4, 0.1, 2.4], 'main', { mat: 'water' }), box('Rim', [0, 0.06, 1.3], [4.4, 0.12, 0.2], C.white), box('Rim', [0, 0.06, -1.3], [4.4, 0.12, 0.2], C.white), box('Rim', [2.1, 0.06, 0], [0.2, 0.12, 2.4], C.white), box('Rim', [-2.1, 0.06, 0], [0.2, 0.12, 2.4], C.white)], { ground: ['water'] }),
  obj('locker|school locker|gym locker', '#4A6FA5', [box('Body', [0, 0.9, 0], [0.4, 1.8, 0.45], 'main', { mat: 'metal' }), box('Vent', [0, 1.55, 0.226], [0.26, 0.1, 0.005], C.darkGrey), box('Handle', [0.13, 0.95, 0.23], [0.03, 0.12, 0.02], C.silver)]),
  like('cake', 'cupcake|fairy cake|muffin', '#F7CAD0', 0.3),
  obj('radio|stereo|boombox', C.darkGrey, [box('Case', [0, 0.12, 0], [0.4, 0.24, 0.12], 'main'), cyl('Speaker', [-0.1, 0.12, 0.061], [0.12, 0.01, 0.12], C.black, { rot: [Math.PI / 2, 0, 0] }), cyl('Speaker', [0.1, 0.12, 0.061], [0.12, 0.01, 0.12], C.black, { rot: [Math.PI / 2, 0, 0] })]),
  obj('key|padlock|lock', C.gold, [box('Body', [0, 0.01, 0], [0.08, 0.02, 0.05], 'main', { mat: 'metal' })]),
  obj('rope|coil of rope|chain', '#C2A878', [ring('Coil', [0, 0.04, 0], [0.4, 0.4, 0.08], 'main', { rot: [Math.PI / 2, 0, 0] })]),
  obj('gong', C.gold, [cyl('Disc', [0, 0.9, 0], [0.8, 0.04, 0.8], 'main', { rot: [Math.PI / 2, 0, 0], mat: 'metal' }), box('Post', [-0.5, 0.7, 0], [0.06, 1.4, 0.06], C.darkBrown), box('Post', [0.5, 0.7, 0], [0.06, 1.4, 0.06], C.darkBrown), box('Beam', [0, 1.38, 0], [1.06, 0.06, 0.06], C.darkBrown)]),
]

