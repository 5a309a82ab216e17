// The desk's moves kept on this device (lib/desk-queue.ts), as the day view says them
// (components/kept-note.tsx): how many wait to be sent (under the day's title), each one's note on
// its row, and, after the title, the moves kept for stays the day does not show (another day's, or
// a stay cancelled meanwhile, which leaves the lists): a refusal is never lost from sight,
// whichever day is shown.
import { KeptNote } from '../../components/kept-note'
import { requestHref } from '../../components/request-who'
import { StaffLink } from '../../components/staff-link'
import { DESK_MOVE_WORDS } from '../../lib/desk-moves'
import type { KeptStayMove } from '../../lib/desk-queue'

export const MOVES_NOUN = ['move', 'moves'] as const

/** One kept move's note on its stay's row, which has several: the move is said too. */
export function KeptMoveNote({ move }: { move: KeptStayMove }) {
  const what = `${DESK_MOVE_WORDS[move.move].toLowerCase()}${move.unit ? ` (${move.unit})` : ''}`
  return <KeptNote move={move} what={what} />
}

export function KeptElsewhere({
  moves,
  shown,
}: {
  moves: KeptStayMove[]
  shown: ReadonlySet<string>
}) {
  const elsewhere = moves.filter((move) => !shown.has(move.reference))
  if (elsewhere.length === 0) return null
  return (
    <ul className="rows">
      {elsewhere.map((move) => (
        <li key={move.id} className="row">
          <p>
            {DESK_MOVE_WORDS[move.move]}: <bdi className="guest-text">{move.guest}</bdi>,{' '}
            <StaffLink
              href={requestHref({ reference: move.reference, reservation_id: move.reference })}
            >
              {move.reference}
            </StaffLink>
          </p>
          <KeptNote move={move} />
        </li>
      ))}
    </ul>
  )
}
