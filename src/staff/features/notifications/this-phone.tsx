// "Notify this phone" (issue 37): the person turns on, for the phone (or computer) in their hand,
// a notification of each new request and contact message, shown even with the console closed;
// and turns it off. Whether this phone is on is the server's word (the person's devices), matched
// with this browser's subscription: signing out turns every one of them off on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { messageOf } from '../../components/problem'
import { WhyNot } from '../../components/why-not'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import { addPhone, phonesQueryOptions, removePhone } from './api'
import { PhoneNotSet, phoneSupport, subscribeThisPhone, thisPhoneId } from './phone-push'

const WHY_NOT: Record<PhoneNotSet['reason'], string> = {
  denied:
    'Notifications are blocked for the console in this browser’s settings. Allow them there (the site’s settings, “Notifications”), then try again.',
  dismissed: 'The browser did not allow notifications. Tap the button again and choose Allow.',
  'no-worker':
    'The console is still setting itself up on this phone. Reload the page and try again.',
}

function problemOf(error: unknown): string {
  return error instanceof PhoneNotSet ? WHY_NOT[error.reason] : messageOf(error)
}

const devicesWord = (n: number) => (n === 1 ? '1 other device' : `${n} other devices`)

export function ThisPhone() {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct } = useConnection()
  const support = phoneSupport()
  const phones = useQuery(phonesQueryOptions())
  const local = useQuery({
    queryKey: [...staffKeys.phones(), 'this-browser'],
    queryFn: thisPhoneId,
    // Only the browser knows: nothing to keep between visits.
    gcTime: 0,
    retry: false,
  })
  const devices = phones.data?.devices ?? []
  const on = local.data != null && devices.some((d) => d.id === local.data)
  const others = devices.filter((d) => d.id !== local.data).length
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.phones() })
  const turnOn = useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.ensureQueryData(phonesQueryOptions())
      await addPhone(await subscribeThisPhone(publicKey))
    },
    onSettled: refresh,
  })
  const turnOff = useMutation({
    mutationFn: async () => {
      if (local.data) await removePhone(local.data)
    },
    onSettled: refresh,
  })
  const busy = turnOn.isPending || turnOff.isPending
  const failed = turnOn.error ?? turnOff.error
  return (
    <section aria-labelledby={`${id}-heading`} className="card this-phone">
      <h2 id={`${id}-heading`}>This phone</h2>
      {support === 'unsupported' ? (
        <p>
          This browser cannot show the console’s notifications. On an iPhone or iPad, add the
          console to the home screen (Share, then “Add to Home Screen”) and open it from there.
        </p>
      ) : phones.isPending || local.isPending ? (
        <p className="muted">Checking whether this phone is notified…</p>
      ) : (
        <>
          <p role="status">
            {on
              ? 'This phone is notified of each new request and contact message, even with the console closed.'
              : 'Be notified on this phone of each new request and contact message, even with the console closed.'}
          </p>
          <div className="button-row">
            {on ? (
              <button
                type="button"
                className="button"
                disabled={!canAct || busy}
                aria-describedby={canAct ? undefined : `${id}-why`}
                onClick={() => turnOff.mutate()}
              >
                {turnOff.isPending ? 'Turning off…' : 'Stop notifying this phone'}
              </button>
            ) : (
              <button
                type="button"
                className="button primary"
                disabled={!canAct || busy || support === 'denied'}
                aria-describedby={canAct ? `${id}-help` : `${id}-why`}
                onClick={() => turnOn.mutate()}
              >
                {turnOn.isPending ? 'Asking…' : 'Notify this phone'}
              </button>
            )}
            <WhyNot id={`${id}-why`} />
          </div>
          {support === 'denied' && !on && <p className="error-text small">{WHY_NOT.denied}</p>}
          <p id={`${id}-help`} className="muted small">
            {others > 0 ? `Also on ${devicesWord(others)} of yours. ` : ''}
            The notification names the facility and the dates, never the guest. Signing out turns it
            off on all of your devices.
          </p>
        </>
      )}
      {phones.isError && <p className="error-text small">{messageOf(phones.error)}</p>}
      {failed && (
        <p role="alert" className="error-text small">
          {problemOf(failed)}
        </p>
      )}
    </section>
  )
}
