import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { hotel } from '../content/hotel'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
})

function AboutPage() {
  return (
    <Page head={pageHead('/about-us', texts().heads.about)}>
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
