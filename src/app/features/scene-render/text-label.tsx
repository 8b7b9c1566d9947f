import { Text } from '@react-three/drei'
import type { ComponentProps } from 'react'
import abeezee from '@fontsource/abeezee/files/abeezee-latin-400-normal.woff?url'

/**
 * SDF text (troika) lives in its own chunk: scenes without text, and the public viewer's first
 * load, never download it. The font ships with the app, never a CDN.
 */
export default function TextLabel(props: Omit<ComponentProps<typeof Text>, 'font'>) {
  return <Text font={abeezee} {...props} />
}
