/**
 * Things the catalogue has no model of, built as the nearest thing it has and named as asked:
 * 'a toaster' is a small appliance box called Toaster, 'a landing pad' a launch pad called
 * Landing Pad, 'a goldfish' a fish called Goldfish. Only words that name one kind of thing;
 * anything ambiguous ('board', 'base') stays unknown and the reply says so.
 */
export const ALIASES: Record<string, string> = {
  // rooms and things in them
  toaster: 'microwave', 'kitchen island': 'counter', 'tv stand': 'cabinet', 'tv cabinet': 'cabinet', 'tv unit': 'cabinet', 'media console': 'cabinet', 'entertainment center': 'cabinet', windowsill: 'counter', 'window sill': 'counter', 'water cooler': 'vending machine', jug: 'vase', pot: 'vase',
  'flower pot': 'vase', 'plant pot': 'vase', soundbar: 'speaker', amp: 'speaker', amplifier: 'speaker', 'record player': 'turntable', handbag: 'backpack', purse: 'backpack', slipper: 'shoe',
  sneaker: 'shoe', smartwatch: 'watch', wristwatch: 'watch', helmet: 'hat', 'graduation cap': 'hat', 'champagne glass': 'wine glass', flask: 'bottle', beaker: 'cup', 'test tube': 'bottle',
  // buildings and places (a farmhouse is the farm's house, not its barn)
  warehouse: 'building', 'train station': 'building', 'fire station': 'building', 'police station': 'building', stadium: 'building', saloon: 'shop', temple: 'church', treehouse: 'house', farmhouse: 'house', 'farm house': 'house',
  colosseum: 'castle', sphinx: 'statue', rooftop: 'building', 'landing pad': 'launch pad', helipad: 'launch pad', drawbridge: 'bridge', moat: 'pond', highway: 'road',
  school: 'building', hotel: 'building', hospital: 'building', 'town hall': 'building', 'office building': 'building', 'apartment building': 'building', canal: 'lake', 'water channel': 'lake', ditch: 'lake',
  tavern: 'shop', pub: 'shop', inn: 'house', smithy: 'shop', workshop: 'shop',
  notebook: 'book', diary: 'book', journal: 'book', magazine: 'book', pen: 'pencil', marker: 'pencil', crayon: 'pencil', paintbrush: 'pencil', telephone: 'phone', medal: 'coin', soup: 'bowl', ramen: 'bowl', salad: 'bowl', cereal: 'bowl', noodles: 'bowl', wallet: 'backpack', 'sea chest': 'treasure chest',
  driveway: 'road', 'race track': 'road', 'tennis court': 'parking lot', 'basketball court': 'parking lot',
  'hockey rink': 'parking lot', scoreboard: 'billboard', 'velvet rope': 'barrier', carousel: 'gazebo', 'merry go round': 'gazebo',
  // games, science and the rest
  'display box': 'display case', showcase: 'display case', 'glass case': 'display case', puck: 'coin', 'poker chip': 'coin', chip: 'coin', 'board game': 'chess board', 'tic tac toe board': 'chess board', 'checkers board': 'chess board', checkerboard: 'chess board',
  'chess piece': 'pawn', target: 'dartboard', dart: 'pencil', marble: 'ball', striker: 'person', goalkeeper: 'person', mannequin: 'person', nucleus: 'sphere', electron: 'sphere',
  proton: 'sphere', neutron: 'sphere', molecule: 'sphere', atom: 'sphere', 'carbon atom': 'sphere', 'oxygen atom': 'sphere', 'hydrogen atom': 'sphere', goldfish: 'fish',
  'monopoly board': 'chess board', 'game board': 'chess board', 'scrabble board': 'chess board', 'punching bag': 'barrel', 'ping pong paddle': 'frying pan', paddle: 'frying pan', racket: 'frying pan', racquet: 'frying pan', 'tennis racket': 'frying pan',
  branch: 'log', wheat: 'grass', coral: 'bush', 'go kart': 'toy car', 'mars rover': 'toy car', 'lunar lander': 'rocket', pin: 'bowling pin',
  // workshop, doorstep and breakfast things
  doormat: 'rug', 'welcome mat': 'rug', workbench: 'table', 'work bench': 'table', toolbox: 'cardboard box', 'tool box': 'cardboard box', pancake: 'cookie',
}
