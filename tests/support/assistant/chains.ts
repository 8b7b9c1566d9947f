import type { Expect } from './evaluate'

/** Follow-up conversations: each step is planned against the document the previous steps made. */
export interface Chain {
  steps: string[]
  /** Checked on the final document. */
  expect: Expect
}

export const CHAINS: Chain[] = [
  { steps: ['a red car next to a house', 'make it blue', 'add two more', 'remove the house'], expect: { objects: { Car: 3, House: 0 }, colours: { Car: '#1D4ED8' } } },
  { steps: ['a tree', 'make the tree taller', 'make it red'], expect: { objects: { Tree: 1 }, minHeight: { Tree: 6 }, colours: { Tree: '#D62828' } } },
  { steps: ['a table with a lamp on it', 'move the lamp next to the table'], expect: { objects: { Table: 1, Lamp: 1 }, relations: [['Lamp', 'next', 'Table']] } },
  { steps: ['a table with a lamp on it', 'make the table bigger'], expect: { objects: { Table: 1, Lamp: 1 }, relations: [['Lamp', 'on', 'Table']], minHeight: { Table: 1.05 } } },
  { steps: ['a snowman', 'make it night', 'add fog'], expect: { objects: { Snowman: 1 }, time: 'night', fog: true } },
  { steps: ['a snowman in the snow', 'add fog', 'remove the fog', 'stop the snow'], expect: { fog: false, noElements: ['snow'] } },
  { steps: ['a box', 'clicking the box opens example.com'], expect: { objects: { Box: 1 }, events: [{ on: 'Box', action: 'redirect', url: 'https://example.com' }] } },
  { steps: ['a button and a lamp', 'clicking the button hides the lamp'], expect: { events: [{ on: 'Button', action: 'disable', target: 'Lamp' }] } },
  { steps: ['three trees', 'remove the trees'], expect: { objects: { Tree: 0 } } },
  { steps: ['a sign that says Hello', 'make the sign say Goodbye'], expect: { objects: { Sign: 1 }, text: 'Goodbye' } },
  { steps: ['a house', 'put a tree behind the house', 'add a car in front of it'], expect: { objects: { House: 1, Tree: 1, Car: 1 }, relations: [['Tree', 'behind', 'House']] } },
  { steps: ['a cat', 'hide the cat'], expect: { objects: { Cat: 1 } } },
  { steps: ['a chair', 'rotate it 90 degrees', 'make it green'], expect: { objects: { Chair: 1 }, colours: { Chair: '#2E8B57' } } },
  { steps: ['a dog', 'add a ball next to the dog', 'move the dog to the left'], expect: { objects: { Dog: 1, Ball: 1 } } },
  { steps: ['a lamp', 'green'], expect: { objects: { Lamp: 1 }, colours: { Lamp: '#2E8B57' } } },
  { steps: ['a cube', 'bigger', 'bigger', 'add another'], expect: { objects: { Cube: 2 }, minHeight: { Cube: 1.9 } } },
  { steps: ['a sofa', 'add a cat on it', 'make the sofa red'], expect: { relations: [['Cat', 'on', 'Sofa']], colours: { Sofa: '#D62828' } } },
  { steps: ['a table', 'add four chairs around it', 'make the chairs metal'], expect: { objects: { Chair: 4 }, relations: [['Chair', 'around', 'Table']], materials: { Chair: 'metal' } } },
  { steps: ['a forest', 'make it rain', 'add a tent in the middle'], expect: { objects: { Tent: 1 }, elements: ['rain'] } },
  { steps: ['a car', 'make it 6 metres long', 'move it behind the tree', 'add a tree'], expect: { objects: { Car: 1, Tree: 1 } } },
  { steps: ['a red ball', 'add two more', 'make them yellow'], expect: { objects: { Ball: 3 }, colours: { Ball: '#FFD23F' } } },
  { steps: ['a house', 'make the roof blue'], expect: { colours: { House: '#1D4ED8' } } },
  { steps: ['a cat under the table', 'move the cat next to the table'], expect: { relations: [['Cat', 'next', 'Table']] } },
  { steps: ['a cat under the table', 'make the table smaller'], expect: { objects: { Cat: 1, Table: 1 } } },
  { steps: ['a lamp on a desk', 'remove the desk'], expect: { objects: { Desk: 0, Lamp: 1 } } },
  { steps: ['a bench', 'add a street lamp next to it and make it night'], expect: { objects: { Bench: 1, 'Street Lamp': 1 }, time: 'night' } },
  { steps: ['a red cube', 'delete everything'], expect: { objects: { Cube: 0 } } },
  { steps: ['a tree', 'remove the car'], expect: { objects: { Tree: 1 } } },
  { steps: ['a cube', 'make it twice as big', 'make it half the size'], expect: { objects: { Cube: 1 }, minHeight: { Cube: 1 }, maxHeight: { Cube: 1 } } },
  { steps: ['a house', 'make it three times taller'], expect: { minHeight: { House: 15 } } },
  { steps: ['a lamp on a table at night', 'turn off the lights', 'make the sky purple'], expect: { objects: { Lamp: 1, Table: 1 } } },
  { steps: ['a table', 'add a cat under it', 'add a dog next to the table', 'make the table bigger'], expect: { objects: { Cat: 1, Dog: 1, Table: 1 }, relations: [['Cat', 'under', 'Table']] } },
  { steps: ['a snowman', 'add three pine trees around it', 'make it snow', 'add a sign that says Winter next to the snowman'], expect: { objects: { 'Pine Tree': 3, Sign: 1 }, elements: ['snow'], text: 'Winter' } },
]
