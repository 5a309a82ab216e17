import { Container, Heading } from '@chakra-ui/react'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { pageTitle } from '../../content/hotel'

/** While prerendering, where a page's title goes: effects do not run there. */
export const PrerenderTitle = createContext<((title: string) => void) | undefined>(undefined)

export function useDocumentTitle(title?: string) {
  useContext(PrerenderTitle)?.(pageTitle(title))
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
