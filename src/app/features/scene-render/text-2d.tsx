import { lazy, use } from 'react'
import type { TextSettings } from '@shared/scene/schema'
import { TEXT_SCALE } from './core/text-geometry'
import { fontFileFor, wantsItalic } from './font-resolver'

// SDF text (troika) stays in its own chunk: scenes with only 3D text never load it.
const TextLabel = lazy(() => import('./text-label'))

/**
 * 2D text: SDF glyphs from the chosen font's WOFF (the bundled ABeeZee when there is none). The
 * scene core draws 3D text itself; SceneView puts this inside the node's group for 2D text.
 */
export default function Text2D({ text }: { text: TextSettings }) {
  const italic = wantsItalic(text.fontFamily, text.fontWeight, text.fontStyle)
  const font = use(fontFileFor(text.fontFamily, text.fontWeight, italic))
  return (
    <TextLabel
      font={font}
      fontStyle={italic ? 'italic' : 'normal'}
      fontSize={text.fontSize * TEXT_SCALE}
      color={text.color}
      anchorX={text.horizontal}
      anchorY={text.vertical === 'center' ? 'middle' : text.vertical}
      textAlign={text.horizontal}
    >
      {text.content || ' '}
    </TextLabel>
  )
}
