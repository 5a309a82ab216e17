// One request: read it with its history, and answer it. An answer says which state the clerk
// saw (`expected_status`): if a colleague answered meanwhile, the server says who and what (409
// `changed_meanwhile`) instead of a second "success".
import { queryOptions } from '@tanstack/react-query'
import { ChangedMeanwhile, StaffRequestDetail } from '../../../../contract/staff'
import { StaffApiError, staffGet, staffPost } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export type Answer = 'confirm' | 'decline' | 'cancel' | 'reinstate'

export const requestQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: staffKeys.request(ref),
    queryFn: () => staffGet(`/requests/${encodeURIComponent(ref)}`, StaffRequestDetail),
  })

export interface AnswerInput {
  ref: string
  answer: Answer
  note: string
  expectedStatus: string
}

export function sendAnswer({ ref, answer, note, expectedStatus }: AnswerInput) {
  const body: Record<string, string> = { expected_status: expectedStatus }
  if (note.trim()) body.note = note.trim()
  return staffPost(`/requests/${encodeURIComponent(ref)}/${answer}`, body, StaffRequestDetail)
}

/** The colleague's answer a 409 names, when that is what went wrong. */
export function changedMeanwhile(error: unknown): ChangedMeanwhile | undefined {
  if (!(error instanceof StaffApiError) || error.code !== 'changed_meanwhile') return undefined
  const parsed = ChangedMeanwhile.safeParse(error.details)
  return parsed.success ? parsed.data : undefined
}
