import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/mission')({
  component: MissionPage,
})

function MissionPage() {
  const t = texts().pages
  return (
    <Page head={pageHeads['/mission']}>
      <h2 className="section-title">{t.mission.missionTitle}</h2>
      <p className="prose mission-text">{t.hotel.mission}</p>
      <h2 className="section-title">{t.mission.valuesTitle}</h2>
      <ul className="grid grid-sm-2 grid-lg-3">
        {t.hotel.values.map((value) => (
          <li key={value.name} className="card">
            <div className="card-body">
              <h3 className="value-name">{value.name}</h3>
              <p className="muted">{value.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  )
}
