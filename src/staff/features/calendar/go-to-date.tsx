// "Go to date" under the calendar's paging: a date typed in the hotel's order (dd/mm/yyyy in
// Lagos), not a native date box, which shows the phone's own locale's order (mm/dd/yyyy on a
// phone set to US English); a date it cannot read is said with an example. And "Today", when
// today is not in sight.
import { type FormEvent, useState } from 'react'
import { hotelDates } from '../../lib/hotel-time'

/**
 * What was typed and what is wrong with it, kept by the page: a page of dates that failed to load
 * replaces the form with its problem, and the form comes back, after a retry, as it was left.
 */
export function useGoToDate() {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  return { text, setText, problem, setProblem }
}

export function GoToDate({
  state: { text, setText, problem, setProblem },
  today,
  showsToday,
  onGo,
  onToday,
}: {
  state: ReturnType<typeof useGoToDate>
  /** The hotel's today, for the example. */
  today: string
  showsToday: boolean
  onGo: (date: string) => void
  onToday: () => void
}) {
  const dates = hotelDates()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const date = dates.parseDate(text)
    if (!date) {
      setProblem(`Type a date as ${dates.pattern.hint}, for example ${dates.typedDate(today)}.`)
      return
    }
    setProblem(undefined)
    setText(dates.typedDate(date))
    onGo(date)
  }
  return (
    <form className="cal-goto" onSubmit={submit}>
      <div className="field">
        <label htmlFor="cal-goto-date">Go to date</label>
        <p id="cal-goto-hint" className="muted small">
          {dates.pattern.hint}, such as {dates.typedDate(today)}
        </p>
        <input
          id="cal-goto-date"
          type="text"
          autoComplete="off"
          spellCheck={false}
          size={11}
          value={text}
          aria-describedby={`cal-goto-hint${problem ? ' cal-goto-problem' : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        Go
      </button>
      {!showsToday && (
        <button type="button" className="button" onClick={onToday}>
          Today
        </button>
      )}
      {problem && (
        <p id="cal-goto-problem" role="alert" className="error-text">
          {problem}
        </p>
      )}
    </form>
  )
}
