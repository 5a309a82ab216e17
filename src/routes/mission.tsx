import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/mission')({
  component: MissionPage,
})

function MissionPage() {
  return (
    <Page head={pageHead('/mission', texts().heads.mission)}>
      <h2 className="section-title">{texts().pages.mission.missionTitle}</h2>
      <p className="prose mission-text">{texts().pages.hotel.mission}</p>
      <h2 className="section-title">{texts().pages.mission.valuesTitle}</h2>
      <ul className="grid grid-sm-2 grid-lg-3">
        {texts().pages.hotel.values.map((value) => (
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
