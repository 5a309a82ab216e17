import { Heading, List, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hotel } from '../content/hotel'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { describeError } from '../lib/api-client'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const facilities = useQuery(facilitiesQueryOptions())
  useEffect(() => {
    document.title = hotel.name
  }, [])
  return (
    <>
      <Heading as="h1">{hotel.name}</Heading>
      {facilities.isPending && <Text>Loading...</Text>}
      {facilities.isError && <Text role="alert">{describeError(facilities.error)}</Text>}
      {facilities.data && (
        <List.Root>
          {facilities.data.map((f) => (
            <List.Item key={f._id}>{f.name}</List.Item>
          ))}
        </List.Root>
      )}
    </>
  )
}
