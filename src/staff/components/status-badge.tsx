const LABELS: Record<string, string> = {
  received: 'Needs an answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

export const statusLabel = (status: string) => LABELS[status] ?? status

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge-${LABELS[status] ? status : 'other'}`}>
      {statusLabel(status)}
    </span>
  )
}
