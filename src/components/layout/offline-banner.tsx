import { Box, Text } from '@chakra-ui/react'
import { useReachable } from '../../lib/connectivity'

export function OfflineBanner() {
  const online = useReachable()
  if (online) return null
  return (
    <Box role="status" bg="bg.muted" borderBottomWidth="1px" px="4" py="2" textAlign="center">
      <Text fontSize="sm">
        You are offline. You can keep browsing, and reservation requests will be sent when you are
        back online.
      </Text>
    </Box>
  )
}
