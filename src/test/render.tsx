import { ChakraProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { getSystem } from '../app/theme/system'

export function renderWithTheme(ui: ReactElement) {
  return render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>)
}
