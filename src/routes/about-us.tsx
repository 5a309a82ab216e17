import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { hotel } from '../content/hotel'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
})

function AboutPage() {
  return (
    <Page head={pageHeads['/about-us']}>
      <div className="prose stack">
        {texts()
          .pages.hotel.story(hotel.name)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </div>
    </Page>
  )
}
