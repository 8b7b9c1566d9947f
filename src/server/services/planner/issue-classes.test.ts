import { describe, expect, it } from 'vitest'
import { unmet } from '../../../../tests/support/assistant/class-check'
import { plausibility } from '../../../../tests/support/assistant/plausibility'
import type { Obj } from '../../../../tests/support/assistant/scene-geometry'
import type { ExpectV5 } from '../../../../tests/support/assistant/judge-v5'

/**
 * The assistant issue's classes, each on prompts written for this file (none from a held-out
 * set), judged as the fifth set judges: the document's geometry, events, motions, text and
 * settings, the reply only where a key says so, and every scene plausible.
 */
describe('the project type follows the prompt', () => {
  it.each([
    ['a cat ears filter', [{ noun: 'ears', at: 'top' }]],
    ['a moustache lens for my selfies', [{ noun: 'moustache', at: 'mouth' }]],
    ['let customers try on round glasses', [{ noun: 'glasses', at: 'eyes' }]],
    ['a red clown nose and a wig for my face', [{ noun: 'nose', at: 'nose' }, { noun: 'wig', at: 'top' }]],
    ['a christmas selfie lens with reindeer antlers', [{ noun: 'antlers', at: 'top' }]],
    ['a face filter with glasses and a santa beard', [{ noun: 'glasses', at: 'eyes' }, { noun: 'beard', at: 'mouth' }]],
    // A platform's filter or lens is a face filter; a thing that follows a face is worn on it.
    ['a tiktok lens that gives you bunny ears', [{ noun: 'ears', at: 'top' }]],
    ['a pirate hat which tracks your head', [{ noun: 'hat', at: 'top' }]],
  ] as const)('%s is a Face Tracking project with the worn things on the reference head', (prompt, onHead) => {
    expect(unmet(prompt, { project: 'face', onHead: [...onHead] })).toEqual([])
  })

  it.each([
    ['a flyer that shows a spinning shoe when it is scanned', 'shoe'],
    ['put a small robot on my comic book whenever someone scans it', 'robot'],
    ['a restaurant menu: when a guest points their phone at the menu, a burger appears above it', 'burger'],
    ['make my concert poster come to life with a guitar', 'guitar'],
    ['a wine label that springs to life with a bunch of grapes', 'grape'],
    // An imperative scan or point at the picture.
    ['a postcard from Rome - aim your camera at it and a fountain appears', 'fountain'],
    ['scan the cover of my notebook and a dragon flies out', 'dragon'],
  ])('%s is an Image Target project showing the thing, and the reply says which picture to add', (prompt, noun) => {
    expect(unmet(prompt, { project: 'image', objects: [{ noun }], replySays: [['picture', 'photo', 'print', 'image']] })).toEqual([])
  })

  it.each([
    'two glasses on a table',
    'a hat on the head of the statue',
    'a water filter next to a sink',
    'a poster on the wall of a cafe',
    'when the visitor walks in, a lamp turns on',
  ])('%s stays a world', (prompt) => {
    expect(unmet(prompt, { project: 'world' })).toEqual([])
  })

  it('worn things rest on the head; a thing beside the head with a gap still floats', () => {
    const at = (min: [number, number, number], max: [number, number, number]) => ({ node: { name: 'Thing' }, box: { min, max }, leaves: [] }) as unknown as Obj
    const hat = at([-0.08, 0.1, -0.08], [0.08, 0.2, 0.08])
    const beside = at([0.16, 0.05, -0.03], [0.22, 0.11, 0.03])
    expect(plausibility([hat], () => false, { head: true })).toEqual([])
    expect(plausibility([beside], () => false, { head: true }).map((p) => p.kind)).toEqual(['floating'])
    // Outside a face project the hat has nothing under it.
    expect(plausibility([hat], () => false).map((p) => p.kind)).toEqual(['floating'])
  })
})

describe('taps in words', () => {
  it.each([
    // [prompt, what the tap does, what must never be hidden]
    ['a bedside lamp that switches off when you tap it', { taps: [{ subject: 'lamp', action: 'hide', target: 'light' }], neverHidden: ['lamp'] }],
    ['a desk lamp and a light switch on a wall; tapping the switch turns the lamp off', { taps: [{ subject: 'switch', action: 'hide', target: 'light' }], neverHidden: ['lamp'] }],
    ['a floor lamp and a button; pressing the button turns the floor lamp on', { taps: [{ subject: 'button', action: 'show', target: 'light' }] }],
    ['a snow globe that lights up when tapped', { taps: [{ subject: 'snow globe', action: 'show', target: 'light' }], neverHidden: ['snow globe'] }],
    ['a chest; clicking it makes a golden key appear on top of it', { taps: [{ subject: 'chest', action: 'show', target: 'key' }] }],
    ['a top hat; tap it and a white rabbit pops out', { taps: [{ subject: 'hat', action: 'show', target: 'rabbit' }] }],
    ['a mirror; when you tap it a ghost shows up next to it', { taps: [{ subject: 'mirror', action: 'show', target: 'ghost' }] }],
    ['a witch that disappears when you click her', { taps: [{ subject: 'witch', action: 'hide' }] }],
    // A second thing the same click shows; a light that comes on; a launch with no web page is a motion.
    ['a gift box that vanishes when clicked, leaving a kitten in its place', { taps: [{ subject: 'box', action: 'hide' }, { subject: 'box', action: 'show', target: 'kitten' }] }],
    ['a lantern on a post that comes on when you touch it', { taps: [{ subject: 'lantern', action: 'show', target: 'light' }], neverHidden: ['lantern'] }],
    ['a lever and a small rocket; pulling the lever launches the rocket', { taps: [{ subject: 'lever', action: 'animate', target: 'rocket' }] }],
    ['a poster saying Sale today - tapping it opens https://example.com', { textExact: [{ content: 'Sale today', on: 'poster' }], taps: [{ subject: 'poster', action: 'link' }] }],
    ['a robot that begins to turn when someone taps it', { taps: [{ subject: 'robot', action: 'animate' }] }],
    ['a wind turbine whose blades start spinning when you tap it', { taps: [{ subject: 'turbine', action: 'animate', target: 'blades' }], noObjects: ['blade'] }],
    ['a treasure chest whose lid opens when tapped', { taps: [{ subject: 'chest', action: 'open', target: 'lid' }] }],
    // A 'that' clause after where the thing stands is about the thing.
    ['a glass globe on a desk that lights up when tapped', { taps: [{ subject: 'globe', action: 'show', target: 'light' }] }],
    ['a robot on a table that spins when clicked', { taps: [{ subject: 'robot', action: 'animate' }] }],
    // A thing that opens opens itself, not what is named after it.
    ['a treasure chest that opens when tapped, and a lantern next to it', { taps: [{ subject: 'chest', action: 'open' }] }],
    // A part named in the tap's words is what the tap moves, on the thing of that kind.
    ['an electric fan on a desk whose blades spin when you press it', { taps: [{ subject: 'fan', action: 'animate', target: 'blade' }], noObjects: ['blade'] }],
    ['a wooden windmill; tapping it makes its sails turn', { taps: [{ subject: 'windmill', action: 'animate', target: 'sail' }] }],
    ['a mailbox; click it and its flag flips up', { taps: [{ subject: 'mailbox', action: 'move', target: 'flag' }] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => {
    expect(unmet(prompt, wanted)).toEqual([])
  })
})

// The other classes, on prompts of the same kinds: what the planner already meets stays met.
describe('verbs and settings are not objects', () => {
  it.each([
    ['a gate that swings open', { noObjects: ['swing'], objects: [{ noun: 'gate' }] }],
    // Who will use it ('the children can', 'my guests will') is not in the scene; nor is the user's own room it is viewed in.
    ['a slide the children can go down', { noObjects: ['child', 'kid'], objects: [{ noun: 'slide' }] }],
    ['a sofa my guests will love', { noObjects: ['guest', 'person', 'man', 'woman'], objects: [{ noun: 'sofa' }] }],
    ['a tall mirror to try out against my kitchen wall', { noObjects: ['fridge', 'oven', 'plate'], objects: [{ noun: 'mirror' }] }],
    ['a display for my flower shop with three vases', { noObjects: ['shop'], objects: [{ noun: 'vase', count: 3 }] }],
    ['put a bench on the grass with my phone', { noObjects: ['phone'], objects: [{ noun: 'bench' }] }],
    // A duty is no person; what is kept away is not there; taking off is a motion.
    ['a stone lion that stands guard at the gate', { noObjects: ['guard'], objects: [{ noun: 'lion' }] }],
    ['an owl keeping watch on a branch', { noObjects: ['watch'], objects: [{ noun: 'owl' }] }],
    ['a cat that scares the mice away', { noObjects: ['mouse'], objects: [{ noun: 'cat' }] }],
    ['a small plane that takes off when you click it', { taps: [{ subject: 'plane', action: 'animate' }] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))
})

describe('motion in words', () => {
  it.each([
    ['a moon orbiting a planet', { motions: [{ subject: 'moon', kind: 'orbit', around: 'planet' }], still: ['planet'] }],
    ['a pendulum that swings', { motions: [{ subject: 'pendulum', kind: 'swing' }] }],
    // 'goes up and down' bobs; where a thing stands may come between it and its motion; 'circles above' and 'doing laps around' go round.
    ['a merry-go-round with ponies on it that go up and down', { motions: [{ subject: 'pony', kind: 'bob' }] }],
    ['a rocking horse in a nursery tilting back and forth', { motions: [{ subject: 'rocking horse', kind: 'swing', axis: 'horizontal' }] }],
    ['a lighthouse on a rock while an eagle circles above the lighthouse', { motions: [{ subject: 'eagle', kind: 'orbit', around: 'lighthouse' }] }],
    ['a pony doing laps around a tree', { motions: [{ subject: 'pony', kind: 'orbit', around: 'tree' }] }],
    // Going round the thing named, by any words that say so, the centre named after or before them.
    ['a dog running round and round a fountain', { motions: [{ subject: 'dog', kind: 'orbit', around: 'fountain' }], still: ['fountain'] }],
    ['a butterfly fluttering in circles around a rose bush', { motions: [{ subject: 'butterfly', kind: 'orbit', around: 'bush' }] }],
    ['a big red planet with two small moons orbiting it', { motions: [{ subject: 'moon', kind: 'orbit', around: 'planet' }], still: ['planet'] }],
    ['a car driving around a roundabout', { motions: [{ subject: 'car', kind: 'orbit', around: 'roundabout' }] }],
    ['six satellites circling a small earth', { motions: [{ subject: 'satellite', kind: 'orbit', around: 'earth' }] }],
    // A part moves by its own words, the whole keeping its own motion.
    ['a drone hovering with its propellers spinning', { motions: [{ subject: 'drone', kind: 'bob' }] }],
    ['a helicopter flying over a lake with its rotor turning', { motions: [{ subject: 'helicopter', kind: 'spin', part: 'rotor', axis: 'vertical' }] }],
    ['a tall clock with its pendulum swinging gently', { motions: [{ subject: 'clock', kind: 'swing', part: 'pendulum', axis: 'horizontal' }], noObjects: ['pendulum'] }],
    // Rocking to and fro tilts about a level axis.
    ['a wooden boat rocking gently on a pond', { motions: [{ subject: 'boat', kind: 'swing', axis: 'horizontal' }] }],
    ['a cradle that rocks back and forth', { motions: [{ subject: 'cradle', kind: 'swing', axis: 'horizontal' }] }],
    ['a swing set moving back and forth in a park', { motions: [{ subject: 'swing set', kind: 'swing', axis: 'horizontal' }] }],
    ['three rocks beside a rocking chair', { still: ['rock', 'chair'] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))

  it.each([
    [['a wooden gate in a fence', 'make the gate swing open when someone taps it'], { taps: [{ subject: 'gate', action: 'open' }] }],
    [['a wind turbine on a hill', 'tapping the turbine makes its blades turn'], { taps: [{ subject: 'turbine', action: 'animate', target: 'blade' }] }],
    [['a small sun and a blue planet', 'make the planet orbit the sun'], { motions: [{ subject: 'planet', kind: 'orbit', around: 'sun' }], still: ['sun'] }],
  ] as [string[], ExpectV5][])('%s', (steps, wanted) => expect(unmet(steps, wanted)).toEqual([]))
})

describe('stated sizes and distances hold', () => {
  it.each([
    ['a bus parked about 10 metres from a tree', { distances: [{ a: 'bus', b: 'tree', min: 8, max: 12 }] }],
    ['a life-size giraffe', { sizes: [{ noun: 'giraffe', measure: 'height', min: 4, max: 6.5 }] }],
    // A size stated for a thing put in something holds: the holder grows with it.
    ['a 3 metre tall palm tree in a big pot', { sizes: [{ noun: 'palm tree', measure: 'height', min: 2.5, max: 3.6 }] }],
    ['a 1.5 m tall cactus in a pot', { sizes: [{ noun: 'cactus', measure: 'height', min: 1.2, max: 1.8 }] }],
    // Lying flat: on its back, its long side level.
    ['a book lying flat on a desk', { sizes: [{ noun: 'book', measure: 'height', min: 0.01, max: 0.08 }], relations: [{ subject: 'book', rel: 'on', object: 'desk' }] }],
    ['a mobile phone lying flat on a bed', { sizes: [{ noun: 'phone', measure: 'height', min: 0.003, max: 0.05 }] }],
    // A life-size skeleton stands as tall as the beast, not as long.
    ['a life-size dinosaur skeleton', { sizes: [{ noun: 'skeleton', measure: 'height', min: 3, max: 7 }] }],
    // Everyday things that had no drawing of their own.
    ['a teacup on a saucer', { relations: [{ subject: 'teacup', rel: 'on', object: 'saucer' }] }],
    ['a red jukebox in a diner', { objects: [{ noun: 'jukebox', count: 1 }] }],
    ['a spinning top on the floor', { motions: [{ subject: 'spinning top', kind: 'spin', axis: 'vertical' }] }],
    ['a weather vane spinning on a pole', { motions: [{ subject: 'weather vane', kind: 'spin', axis: 'vertical' }] }],
    ['a hatch in the floor that opens when you tap it', { taps: [{ subject: 'hatch', action: 'open' }] }],
    // A pile on a thing with no flat top in its middle starts on a top it has.
    ['a pile of books on a horse', {}],
    ['a stack of plates on a camel', {}],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))
})

describe('references', () => {
  it.each([
    ['a desk, put a lamp on it', { relations: [{ subject: 'lamp', rel: 'on', object: 'desk' }] }],
    ['a cat on a rug', { relations: [{ subject: 'cat', rel: 'on', object: 'rug' }] }],
    // 'different heights' differ, standing (taller or shorter) or in the air (higher or lower).
    ['six bottles of different heights on a shelf', { differ: [{ noun: 'bottle', what: 'height', min: 6 }] }],
    ['a row of five cacti of various heights', { differ: [{ noun: 'cactus', what: 'height', min: 5 }] }],
    ['four lanterns hanging at different heights', { differ: [{ noun: 'lantern', what: 'level', min: 4 }] }],
    // What rests on an open box rests on its lid.
    ['a toy box with a teddy bear on top of it', { relations: [{ subject: 'bear', rel: 'on', object: 'box' }] }],
    ['a crate, and a second crate on top of it', { objects: [{ noun: 'crate', count: 2 }] }],
    // A material word brings its colour when none is given.
    ['a leather sofa and a wicker chair', { objects: [{ noun: 'sofa', color: 'brown' }] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))
})

describe('follow-ups that change what is there', () => {
  it.each([
    [['four chairs in a row', 'I meant two, not four'], { objects: [{ noun: 'chair', count: 2 }] }],
    // A correction that names only the count.
    [['a round table with three stools', 'actually make it five stools'], { objects: [{ noun: 'stool', count: 5 }, { noun: 'table', count: 1 }] }],
    [['two lamps on a shelf', 'sorry, 4'], { objects: [{ noun: 'lamp', count: 4 }] }],
    [['a red car and a blue truck', 'make everything twice as big'], { larger: ['car', 'truck'] }],
    [['a cup on a desk', 'move the cup to the floor beside the desk'], { relations: [{ subject: 'cup', rel: 'next to', object: 'desk' }], grounded: ['cup'] }],
    [['a vase on a dining table', 'add two more'], { objects: [{ noun: 'vase', count: 3 }], relations: [{ subject: 'vase', rel: 'on', object: 'table' }] }],
    [['a bench next to a tree', 'move the bench 2 metres to the right'], { shifted: [{ noun: 'bench', dx: [1.6, 2.4], dz: [-0.3, 0.3] }] }],
    // Which one of several, by where it stands.
    [['four trees in a row', 'remove the rightmost tree'], { removedWhich: [{ noun: 'tree', which: 'rightmost' }] }],
    [['three lamps in a row', 'delete the lamp on the left'], { removedWhich: [{ noun: 'lamp', which: 'leftmost' }] }],
    // 'the one on the far right': one of what was just spoken of, with no noun.
    [['five flower pots in a row', 'get rid of the one on the far left'], { removedWhich: [{ noun: 'pot', which: 'leftmost' }], objects: [{ noun: 'pot', count: 4 }] }],
    [['four stools in a row', 'delete the rightmost one'], { removedWhich: [{ noun: 'stool', which: 'rightmost' }] }],
    [['two benches side by side', 'remove the left bench'], { removedWhich: [{ noun: 'bench', which: 'leftmost' }], objects: [{ noun: 'bench', count: 1 }] }],
    // Bare verbs after 'make', a number of times, words on a thing that had none.
    [['a windmill on a hill', 'make it turn'], { motions: [{ subject: 'windmill', kind: 'spin', part: 'blade', axis: 'horizontal' }] }],
    [['a moth next to a lamp', 'make the moth flutter'], { motions: [{ subject: 'moth', kind: 'bob' }] }],
    [['a small red barn', 'make it four times as big'], { scaled: [{ noun: 'barn', factor: 4 }] }],
    // A fraction of its size.
    [['a dog and a kennel', 'make everything a quarter of its size'], { scaled: [{ noun: 'dog', factor: 0.25 }, { noun: 'kennel', factor: 0.25 }] }],
    [['a wooden crate', 'make the crate say FRAGILE'], { textExact: [{ content: 'FRAGILE', on: 'crate' }] }],
  ] as [string[], ExpectV5][])('%s', (steps, wanted) => expect(unmet(steps, wanted)).toEqual([]))
})

describe('text says what was asked', () => {
  it.each([
    ['a sign saying Fresh Bread', { text: ['Fresh Bread'] }],
    // Marks inside the words stay: a price's point, a title's, a comma before more words.
    ['a shoe box with a label saying £45.50', { textExact: [{ content: '£45.50', on: 'label' }] }],
    ['a door sign with the name Prof. Jane Doe', { textExact: [{ content: 'Prof. Jane Doe', on: 'sign' }] }],
    ['a card saying Happy birthday, love Grandad', { textExact: [{ content: 'Happy birthday, love Grandad', on: 'card' }] }],
    ['a sign saying Welcome, and a bench', { textExact: [{ content: 'Welcome', on: 'sign' }], objects: [{ noun: 'bench' }] }],
    ['a billboard showing SALE 50% OFF', { textExact: [{ content: 'SALE 50% OFF', on: 'billboard' }] }],
    // Words on a thing with no sign face of its own are written on it.
    ['a welcome mat that says Wipe Your Feet', { textExact: [{ content: 'Wipe Your Feet', on: 'mat' }] }],
    ['a coffee mug with the words "World\'s Best Boss" on it', { textExact: [{ content: "World's Best Boss", on: 'mug' }], textCount: 1 }],
    ['a red letterbox with the number 7 painted on it', { textExact: [{ content: '7', on: 'letterbox' }] }],
    ['a chalkboard next to a door saying "Open Mic Tonight"', { textExact: [{ content: 'Open Mic Tonight', on: 'chalkboard' }] }],
    // Words engraved or written on a thing, and 'with just the word'.
    ['a silver medal engraved with "First Place"', { textExact: [{ content: 'First Place', on: 'medal' }] }],
    ['a gate with Rose Cottage painted across the top', { textExact: [{ content: 'Rose Cottage' }], textCount: 1 }],
    ['a crate with only the word FRAGILE on it', { textExact: [{ content: 'FRAGILE', on: 'crate' }] }],
    // A stop inside quoted words ends no sentence.
    ['a plaque that reads "Founded 1887. Rebuilt 1952"', { textExact: [{ content: 'Founded 1887. Rebuilt 1952', on: 'plaque' }] }],
    ['a wooden crate labelled with the name of our farm', { noText: ['name of', 'with the'], textCount: 1 }],
    // A banner over a table stands astride it, the words over the table.
    ['a table with a banner above it saying Happy Retirement', { textExact: [{ content: 'Happy Retirement', above: 'table' }] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))
})

describe('typos and counts', () => {
  it.each([
    ['a wite horse and too dogs', { objects: [{ noun: 'horse', color: 'white' }, { noun: 'dog', count: 2 }] }],
    ['three rows of chairs', { rows: [{ noun: 'chair', rows: 3, per: 2 }] }],
    // Small things in rows still stand in rows a path apart.
    ['two rows of five candles', { rows: [{ noun: 'candle', rows: 2, per: 5 }] }],
    ['four rows of three bushes', { rows: [{ noun: 'bush', rows: 4, per: 3 }] }],
    // A slip at the start of the prompt or before a word of how it stands; 'leaning against' is beside.
    ['carz all around a fountain', { objects: [{ noun: 'car', min: 2 }], relations: [{ subject: 'car', rel: 'around', object: 'fountain' }] }],
    ['a ladder leanig against a shed', { relations: [{ subject: 'ladder', rel: 'next to', object: 'shed' }] }],
    ['a bycicle next to a bench', { objects: [{ noun: 'bicycle', count: 1 }] }],
    ['a calm lake with a boat on it', { noObjects: ['clam'], objects: [{ noun: 'lake' }, { noun: 'boat' }] }],
    // Counts said another way: pairs of things, an abbreviated dozen, a baker's dozen.
    ['three pairs of boots by the door', { objects: [{ noun: 'boot', count: 6 }] }],
    ['a doz. eggs in a bowl', { objects: [{ noun: 'egg', count: 12 }] }],
    ["a baker's dozen donuts on a plate", { objects: [{ noun: 'donut', count: 13 }] }],
  ] as [string, ExpectV5][])('%s', (prompt, wanted) => expect(unmet(prompt, wanted)).toEqual([]))
})
