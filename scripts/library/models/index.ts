import { furniture } from './furniture.ts'
import { nature } from './nature.ts'
import { vehicles } from './vehicles.ts'
import { buildings } from './buildings.ts'
import { props } from './props.ts'
import { animals } from './animals.ts'
import { space } from './space.ts'
import type { ModelSpec } from './types.ts'

export type { ModelSpec }

export const MODELS: ModelSpec[] = [...furniture, ...nature, ...vehicles, ...buildings, ...props, ...animals, ...space]
