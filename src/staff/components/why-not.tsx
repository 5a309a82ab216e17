// Why a button is disabled, beside it: the console may not act now (offline, or not yet heard from
// the server since the page opened: lib/connection.ts). Nothing while it may.
import { useConnection } from '../lib/connection'

/** `id`: for the button's aria-describedby, where it names the reason. */
export function WhyNot({ id }: { id?: string }) {
  const { canAct, why } = useConnection()
  if (canAct) return null
  return (
    <p id={id} className="muted small">
      {why}
    </p>
  )
}
