import { IconButton } from '@chakra-ui/react'
import { useColorMode } from '../../lib/color-mode'
import { MoonIcon, SunIcon } from '../icons'

export function ThemeToggle() {
  const [mode, toggle] = useColorMode()
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <IconButton aria-label={`Switch to ${next} theme`} variant="ghost" size="sm" onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  )
}
