// The guests' contact messages (issue 29): newest first, the unread (not yet handled) marked and
// counted in the heading and the page's title, a page at a time. Live: a new message, or one a
// colleague handled, shows without a reload (app/live-updates.ts refetches on the stream's word).
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ListOrEmpty } from '../../components/list-or-empty'
import { PageWait } from '../../components/page-wait'
import { ShowOlder } from '../../components/show-older'
import { usePageTitle } from '../../lib/page-title'
import { messagesQueryOptions } from './api'
import { MessageItem } from './message-item'
import './messages.css'

/**
 * The message the address names (`#message-<id>`: a staff phone's notification), once it is on
 * the page: brought into view and given the focus, once per address.
 */
function useMessageInAddress(loaded: boolean) {
  useEffect(() => {
    const target = decodeURIComponent(location.hash.slice(1))
    if (!loaded || !target) return
    const item = document.getElementById(target)
    if (!item?.classList.contains('message')) return
    item.scrollIntoView({ block: 'start' })
    item.focus({ preventScroll: true })
  }, [loaded])
}

export function MessagesPage() {
  const query = useInfiniteQuery(messagesQueryOptions())
  useMessageInAddress(query.isSuccess)
  // The count of the newest page: each page carries the count of all, as it was when read.
  const unread = query.data?.pages[0]?.unread
  usePageTitle('Messages', unread)
  const heading = (
    <h1 id="messages-heading">
      Messages{' '}
      {unread !== undefined && (
        <span className="count">
          {unread} <span className="count-words">unread</span>
        </span>
      )}
    </h1>
  )
  if (!query.data)
    return <PageWait reads={[query]} loading="Loading the messages…" head={heading} />
  const timeZone = query.data.pages[0]?.timeZone ?? 'UTC'
  const messages = query.data.pages.flatMap((page) => page.messages)
  return (
    <section aria-labelledby="messages-heading" className="section">
      {heading}
      <p className="muted small">
        What guests send through the contact form, newest first. Mark one as handled once you have
        answered it.
      </p>
      <ListOrEmpty
        items={messages}
        className="rows"
        empty="No messages yet. New ones show here as they come."
      >
        {(message) => (
          <MessageItem key={message.message_id} message={message} timeZone={timeZone} />
        )}
      </ListOrEmpty>
      <ShowOlder query={query} what="messages" />
    </section>
  )
}
