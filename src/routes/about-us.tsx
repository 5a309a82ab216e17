import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { hotel } from '../content/hotel'

export const Route = createFileRoute('/about-us')({
  component: () => (
    <Page head={pageHeads['/about-us']}>
      <div className="prose stack">
        {hotel.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Page>
  ),
})
