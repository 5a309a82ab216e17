import { Container, Heading } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import { pageTitle } from '../../content/hotel'

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}

/** A page: its document title, its one h1, and a comfortable reading width. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="6" fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Container>
  )
}
