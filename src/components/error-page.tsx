import { Link as RouterLink } from '@tanstack/react-router'
import { errorPageHead } from '../content/page-heads'
import { Page } from './layout/page'

/** Unknown paths and routing errors. */
export function ErrorPage() {
  return (
    <Page head={errorPageHead}>
      <h2 className="section-title">Oops! Something Went Wrong</h2>
      <p className="muted error-text">
        We&apos;re sorry, but an error occurred. It might be a temporary issue, or the page
        you&apos;re looking for doesn&apos;t exist.
      </p>
      <RouterLink className="btn btn-solid" to="/">
        Back to Home
      </RouterLink>
    </Page>
  )
}
