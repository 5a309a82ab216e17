import { Link as RouterLink } from '@tanstack/react-router'
import { errorPageHead } from '../content/page-heads'
import { texts } from '../lib/i18n'
import { Page } from './layout/page'

/** Unknown paths and routing errors. */
export function ErrorPage() {
  const t = texts().chrome.errorPage
  return (
    <Page head={errorPageHead(texts().heads.error)}>
      <h2 className="section-title">{t.heading}</h2>
      <p className="muted error-text">{t.body}</p>
      <RouterLink className="btn btn-solid" to="/">
        {t.backHome}
      </RouterLink>
    </Page>
  )
}
