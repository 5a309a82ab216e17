import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ChakraScope } from '../components/chakra/chakra-scope'

/**
 * `ui` inside the app's Chakra scope, as a wrapper: a `rerender` keeps the scope, so it updates
 * the same components (their state kept) instead of mounting them afresh under a new parent.
 */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ChakraScope })
}
