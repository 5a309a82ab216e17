import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { useDocumentHead } from '../components/layout/page'
import { hotel } from '../content/hotel'
import { pageHeads } from '../content/page-heads'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  useDocumentHead(pageHeads['/'])
  return (
    <>
      <section aria-labelledby="hero-title" className="hero">
        <div className="container">
          <p className="hero-kicker">{hotel.name.toUpperCase()}</p>
          <h1 id="hero-title" className="hero-title">
            {hotel.tagline}
          </h1>
          <RouterLink to="/mission" className="link hero-link">
            Our Mission and Vision
          </RouterLink>
        </div>
      </section>
      <div className="container home-section">
        <div className="card home-card">
          <div className="card-body">
            <h2 className="section-title">Explore our services</h2>
            <p className="muted">{hotel.servicesSummary}</p>
          </div>
          <div className="card-footer">
            <RouterLink to="/services" className="btn btn-solid">
              Explore
            </RouterLink>
          </div>
        </div>
      </div>
    </>
  )
}
