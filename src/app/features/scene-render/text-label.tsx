import { Text } from '@react-three/drei'
import type { ComponentProps } from 'react'
import abeezee from '@fontsource/abeezee/files/abeezee-latin-400-normal.woff?url'
import abeezeeItalic from '@fontsource/abeezee/files/abeezee-latin-400-italic.woff?url'

/**
 * SDF text (troika) lives in its own chunk: scenes without text, and the public viewer's first
 * load, never download it. Fonts come from our server (a text node's chosen WOFF, italic face
 * included) or ship with the app (ABeeZee, the default, upright and italic): never a CDN.
 * troika draws the glyphs of the file it is given, so italic comes from the font file itself.
 */
export default function TextLabel({ font, fontStyle, ...props }: Omit<ComponentProps<typeof Text>, 'font'> & { font?: string }) {
  return <Text font={font ?? (fontStyle === 'italic' ? abeezeeItalic : abeezee)} fontStyle={fontStyle} {...props} />
}
