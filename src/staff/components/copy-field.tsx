// An address to give someone (a booking site its feed, a guest their payment link): read-only
// (selected whole when focused, to copy by hand where the clipboard is refused) with a "Copy"
// button that says it was copied.
import { useId, useState } from 'react'
import './copy-field.css'

export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId()
  const [said, setSaid] = useState<string>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setSaid('Copied.')
    } catch {
      setSaid('Could not copy here: select the address and copy it.')
    }
  }
  return (
    <div className="field copy-field">
      <label htmlFor={`${id}-url`}>{label}</label>
      <div className="copy-row">
        <input
          id={`${id}-url`}
          readOnly
          value={value}
          onFocus={(e) => e.target.select()}
          spellCheck={false}
        />
        <button
          type="button"
          className="button"
          aria-describedby={`${id}-said`}
          onClick={() => void copy()}
        >
          Copy<span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p id={`${id}-said`} role="status" className="muted small">
        {said}
      </p>
    </div>
  )
}
