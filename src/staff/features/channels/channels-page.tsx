// The console's booking sites (issue 39), an owner's screen: link a facility's units to Airbnb's
// or Booking.com's calendar, see each link's last import (a feed that silently stopped is the
// known failure), remove one, and copy the hotel's own calendar addresses to give those sites.
// The front desk never reaches it from the navigation, and the server refuses them (403).
import { useQuery } from '@tanstack/react-query'
import { OwnersOnly } from '../../components/owners-only'
import { PageWait } from '../../components/page-wait'
import { howMany } from '../../lib/facility-words'
import { usePageTitle } from '../../lib/page-title'
import { channelsQueryOptions } from './api'
import './channels.css'
import { FacilityFeeds } from './facility-feeds'
import { LinkForm } from './link-form'
import { LinkItem } from './link-item'

export function ChannelsPage() {
  usePageTitle('Booking sites')
  return (
    <OwnersOnly
      title="Booking sites"
      refusal="Only an owner of the hotel links its calendars to booking sites."
    >
      <BookingSitesScreen />
    </OwnersOnly>
  )
}

function BookingSitesScreen() {
  const channels = useQuery(channelsQueryOptions())
  if (!channels.data) return <PageWait reads={[channels]} loading="Loading the booking sites…" />
  const { facilities, timeZone, sync_minutes } = channels.data
  return (
    <>
      <h1>Booking sites</h1>
      <p className="muted">
        A room sold on Airbnb or Booking.com is not offered here once its calendar is linked, and
        those sites learn of the nights taken here from our calendar’s address.{' '}
        {sync_minutes
          ? `Every linked calendar is read every ${sync_minutes} minutes; the sites read ours on their own schedule, from minutes to hours.`
          : 'The sites read ours on their own schedule, from minutes to hours.'}
      </p>
      {facilities.length === 0 ? (
        <p className="empty">No facility yet: add one in the catalogue.</p>
      ) : (
        <>
          <LinkForm facilities={facilities} />
          {facilities.map((facility) => (
            <section
              key={facility.facility_id}
              className="section"
              aria-labelledby={`channels-${facility.facility_id}`}
            >
              <h2 id={`channels-${facility.facility_id}`}>
                <bdi>{facility.name}</bdi>{' '}
                <span className="muted small">({howMany(facility.type, facility.capacity)})</span>
              </h2>
              {facility.links.length === 0 ? (
                <p className="muted small">No booking site linked.</p>
              ) : (
                <ul className="rows" aria-label={`Booking sites of ${facility.name}`}>
                  {facility.links.map((link) => (
                    <LinkItem key={link.id} link={link} facility={facility} timeZone={timeZone} />
                  ))}
                </ul>
              )}
              <FacilityFeeds facility={facility} />
            </section>
          ))}
        </>
      )}
    </>
  )
}
