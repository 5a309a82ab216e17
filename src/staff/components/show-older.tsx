// "Show older …" under a list read a page at a time (messages, notifications): the next page,
// asked for once, the button saying so while it comes.
interface Pages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** `what`: the list's things, plural ("messages"). Nothing when there is no older page. */
export function ShowOlder({ query, what }: { query: Pages; what: string }) {
  if (!query.hasNextPage) return null
  return (
    <button
      type="button"
      className="button wide"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading…' : `Show older ${what}`}
    </button>
  )
}
