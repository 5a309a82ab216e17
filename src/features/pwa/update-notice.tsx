// A new version waits until the guest chooses to reload: it never reloads by itself, so a
// half-filled reservation form is never lost to an update.
import { Button, Text } from '@chakra-ui/react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Notice } from '../../components/layout/notice'

/** How often an open tab asks for a new version: hotel guests keep the site open for days. */
const CHECK_EVERY_MS = 60 * 60 * 1000

export function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS)
    },
  })
  if (!needRefresh) return null
  return (
    <Notice onClose={() => setNeedRefresh(false)}>
      <Text display="inline" me="3">
        A new version is available
      </Text>
      <Button size="xs" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
        Reload
      </Button>
    </Notice>
  )
}
