import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Page } from '../components/layout/page'
import { stayPageHead } from '../content/page-heads'
import { texts } from '../lib/i18n'

// The page's own code comes when the page is opened, the route only names it: what the stay page
// needs (its schemas, the price's lines, the policy's words) is listed in its chunk, not in the
// router's, which every page's start loads (tests/e2e/size-budget.spec.ts).
const StayView = lazy(() =>
  import('../features/stay/stay-view').then(({ StayView }) => ({ default: StayView })),
)

export const Route = createFileRoute('/stay/$token')({ component: StayPage })

/** Paystack sends the guest back with `?trxref=<ref>&reference=<ref>`. */
const paystackReference = () => new URLSearchParams(location.search).get('reference') ?? undefined

function StayPage() {
  const { token } = Route.useParams()
  const navigate = Route.useNavigate()
  return (
    <Page head={stayPageHead(texts().heads.stay)}>
      <Suspense fallback={<p className="muted">{texts().stay.loading}</p>}>
        <StayView
          token={token}
          reference={paystackReference()}
          onReturned={() => void navigate({ search: {}, replace: true })}
        />
      </Suspense>
    </Page>
  )
}
