// A confirmed stay's moves on its page (issue 54): to another unit free for all its nights, and
// to a later last date. Each answers the stay as it now is and the warnings the desk should read;
// a move the stay's nights or state do not allow is a 409 with the server's sentence.
import { DeskAnswer, type ExtendBody, type MoveBody } from '../../../../contract/frontdesk'
import { staffPost } from '../../lib/staff-api'

const stayPath = (ref: string) => `/stays/${encodeURIComponent(ref)}`

export const moveStay = ({ ref, body }: { ref: string; body: MoveBody }) =>
  staffPost(`${stayPath(ref)}/move`, body, DeskAnswer)

export const extendStay = ({ ref, body }: { ref: string; body: ExtendBody }) =>
  staffPost(`${stayPath(ref)}/extend`, body, DeskAnswer)
