// "Pay ₦X" (issue 53): starts a Paystack transaction for what the stay asks now and goes to
// Paystack's checkout; Paystack sends the guest back to this page. The email Paystack needs is
// asked only when the request had none.
import { useState, type FormEvent } from 'react'
import { PayBody } from '../../../contract/stay'
import { EmailField } from '../../components/form-field'
import { NetworkError } from '../../lib/api-errors'
import { texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'
import { startPayment } from './api/start-payment'

interface Props {
  token: string
  /** What the button says it asks (the server's figure decides). */
  amount: number
  needsEmail: boolean
  online: boolean
}

type Attempt = 'idle' | 'opening' | 'failed' | 'offline'

export function PayOnline({ token, amount, needsEmail, online }: Props) {
  const t = texts().stay
  const [email, setEmail] = useState('')
  const [emailProblem, setEmailProblem] = useState<string>()
  const [attempt, setAttempt] = useState<Attempt>('idle')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = email.trim()
    if (needsEmail && !PayBody.safeParse({ email: typed }).success) {
      setEmailProblem(t.emailProblem)
      return
    }
    setEmailProblem(undefined)
    setAttempt('opening')
    try {
      const { authorization_url } = await startPayment(token, needsEmail ? typed : undefined)
      location.assign(authorization_url)
    } catch (error) {
      setAttempt(error instanceof NetworkError ? 'offline' : 'failed')
    }
  }
  const said = !online || attempt === 'offline' ? t.payOffline : attempt === 'failed' && t.payFailed
  return (
    <form className="form stay-pay" onSubmit={(event) => void submit(event)} noValidate>
      {needsEmail && (
        <EmailField
          label={t.email}
          problem={emailProblem}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {needsEmail && <p className="muted small">{t.emailHint}</p>}
      <button
        type="submit"
        className="btn btn-solid stay-pay-button"
        disabled={attempt === 'opening' || !online}
      >
        {t.pay(pagePrice(amount))}
      </button>
      <p className="muted small" role="status">
        {attempt === 'opening' ? t.opening : said || t.payNote}
      </p>
    </form>
  )
}
