// The messages screen's calls: the guests' contact messages a page at a time (newest first, with
// how many are unread), and "Mark as handled". Answers are the console's own server's, read
// unchecked as the inbox's are (lib/staff-api.ts says why).
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { StaffMessage, StaffMessagesPage } from '../../../../contract/staff-messages'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export const MESSAGES_PAGE_SIZE = 20

export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: staffKeys.messages(),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) })
      if (pageParam) params.set('before', pageParam)
      return staffGet(`/messages?${params}`, unchecked<StaffMessagesPage>())
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
  })

export const markHandled = (messageId: string) =>
  staffPost(`/messages/${encodeURIComponent(messageId)}/handled`, {}, unchecked<StaffMessage>())
