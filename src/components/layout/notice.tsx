import { Box, CloseButton, Flex, type FlexProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Quiet messages stacked above the fixed footer. */
export function NoticeArea({ children }: { children: ReactNode }) {
  return (
    <Flex
      position="fixed"
      bottom="calc(var(--footer-h, 96px) + 12px)"
      insetX="0"
      px="3"
      zIndex="overlay"
      direction="column"
      align="center"
      gap="2"
      pointerEvents="none"
    >
      {children}
    </Flex>
  )
}

export function Notice({
  children,
  onClose,
  ...rest
}: FlexProps & { children: ReactNode; onClose?: () => void }) {
  return (
    <Flex
      role="status"
      pointerEvents="auto"
      align="center"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="brand.border"
      shadow="lg"
      rounded="lg"
      px="4"
      py="2"
      maxW="lg"
      w="full"
      {...rest}
    >
      <Box flex="1">{children}</Box>
      {onClose && <CloseButton size="sm" aria-label="Dismiss" onClick={onClose} />}
    </Flex>
  )
}
