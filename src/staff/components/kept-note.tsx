// The desk's moves kept on this device (lib/desk-queue.ts), as a screen says them: how many wait
// to be sent, and each one's note: "Waiting to send", or "Refused: <the server's sentence>" with
// Dismiss, kept until the person has read it. The day view says the stays' moves, housekeeping's
// screen the units' marks.
import type { DeskMove } from '../lib/desk-queue'
import { useDeskQueue } from '../lib/use-desk-queue'
import './kept-note.css'

interface KeptCountProps {
  moves: readonly DeskMove[]
  /** What they are, one and several: ['move', 'moves'], ['mark', 'marks']. */
  noun: readonly [string, string]
}

/** Always on the page, so a screen reader hears the count as it changes. */
export function KeptCount({ moves, noun }: KeptCountProps) {
  const waiting = moves.filter((move) => move.refused === undefined).length
  return (
    <div role="status" className="kept-count">
      {waiting > 0 && (
        <p className="kept-waiting-count">
          <strong>
            {waiting} {noun[waiting === 1 ? 0 : 1]} waiting to send.
          </strong>{' '}
          They are kept on this phone and sent by themselves when the connection is back.
        </p>
      )}
    </div>
  )
}

/** One kept move's note; `what`: the move in words, where the note sits beside several. */
export function KeptNote({ move, what }: { move: DeskMove; what?: string }) {
  const queue = useDeskQueue()
  if (move.refused === undefined)
    return (
      <p className="kept-waiting">
        <strong>Waiting to send{what ? ':' : '.'}</strong>
        {what ? ` ${what}.` : ''}
      </p>
    )
  return (
    <div className="kept-refused" role="alert">
      <p>
        <strong>Refused{what ? ` (${what})` : ''}: </strong>
        {move.refused}
      </p>
      <button type="button" className="button" onClick={() => void queue?.dismiss(move.id)}>
        Dismiss
      </button>
    </div>
  )
}
