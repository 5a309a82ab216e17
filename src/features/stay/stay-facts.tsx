/** Labels and values, two columns wide enough for both. */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="stay-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
