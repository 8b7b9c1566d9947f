import { Text } from '@react-three/drei'
import type { ComponentProps } from 'react'
import abeezee from '@fontsource/abeezee/files/abeezee-latin-400-normal.woff?url'

/**
 * SDF text (troika) lives in its own chunk: scenes without text, and the public viewer's first
 * load, never download it. Fonts come from our server (a text node's chosen WOFF) or ship with
 * the app (ABeeZee, the default): never a CDN.
 */
export default function TextLabel({ font, ...props }: Omit<ComponentProps<typeof Text>, 'font'> & { font?: string }) {
  return <Text font={font ?? abeezee} {...props} />
}
