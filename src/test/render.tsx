import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ChakraScope } from '../components/chakra/chakra-scope'

export function renderWithTheme(ui: ReactElement) {
  return render(<ChakraScope>{ui}</ChakraScope>)
}
