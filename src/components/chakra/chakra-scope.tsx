// Chakra UI for the parts of the site that use it (the reservation dialog, the confirmation
// page), loaded with them: the pages a guest lands on carry neither Chakra nor its styling engine.
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { getSystem } from './system'

export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>
}
