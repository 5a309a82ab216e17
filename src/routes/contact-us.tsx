import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { MailIcon, MapPinIcon, PhoneIcon } from '../components/icons'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { hotel } from '../content/hotel'
import { ContactForm } from '../features/contact/contact-form'
import { OfficeMap } from '../features/contact/office-map'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
})

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="card">
      <div className="card-body">
        <h2 className="info-title">
          {icon}
          {title}
        </h2>
        {children}
      </div>
    </li>
  )
}

/** One of the page's two columns under the cards: the message form, then the map. */
function ContactColumn({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: string
  children: ReactNode
}) {
  return (
    <section className="form" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

function ContactPage() {
  const t = texts().pages.contact
  return (
    <Page head={pageHead('/contact-us', texts().heads.contact)}>
      <ul className="grid grid-md-3 contact-cards">
        <InfoCard icon={<PhoneIcon />} title={t.phoneTitle}>
          <a className="link" href={`tel:${hotel.phone.tel}`}>
            {hotel.phone.display}
          </a>
        </InfoCard>
        <InfoCard icon={<MapPinIcon />} title={t.addressTitle}>
          <address>
            {hotel.address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </InfoCard>
        <InfoCard icon={<MailIcon />} title={t.emailTitle}>
          <a className="link wrap-anywhere" href={`mailto:${hotel.email}`}>
            {hotel.email}
          </a>
        </InfoCard>
      </ul>
      <div className="grid grid-lg-2 contact-columns">
        <ContactColumn titleId="message-title" title={t.messageTitle}>
          <ContactForm />
        </ContactColumn>
        <ContactColumn titleId="map-title" title={t.mapTitle}>
          <OfficeMap />
        </ContactColumn>
      </div>
    </Page>
  )
}
