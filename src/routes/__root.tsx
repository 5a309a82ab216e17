import { Box } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <Box as="main" p="6">
      <Outlet />
    </Box>
  ),
})
