// What a screen shows while its code or its first answer is on the way.
export function Opening() {
  return (
    <p role="status" className="muted">
      Opening the console…
    </p>
  )
}
