// The home page's offers of the site in each other language, written into the page by the render
// (the build's and the server's), never carried by a script: each in its own language, which is
// the one the guest reads, hidden until the inline script shows the one wanted
// (src/start/language-offer.ts). The page's slot for them is an element React leaves as it finds
// it (src/routes/index.tsx).
import { renderToStaticMarkup } from 'react-dom/server'
import { CloseIcon } from '../components/icons'
import { messagesFor } from '../content/messages'
import { LANGUAGE_CODES } from '../content/messages/default'
import { localizedPath } from '../lib/site-routes'
import { LANGUAGE_OFFER_DISMISS, LANGUAGE_OFFERS_SLOT } from '../lib/start-names'

function LanguageOffers({ language }: { language: string }) {
  return LANGUAGE_CODES.filter((other) => other !== language).map((other) => {
    const words = messagesFor(other).chrome.languageOffer
    return (
      <div key={other} className="notice language-offer" data-offer={other} lang={other}>
        <p className="notice-body">
          {words.text}{' '}
          <a href={localizedPath('/', other)} hrefLang={other}>
            {words.link}
          </a>
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-icon"
          aria-label={words.dismiss}
          {...{ [LANGUAGE_OFFER_DISMISS]: '' }}
        >
          <CloseIcon />
        </button>
      </div>
    )
  })
}

const SLOT = `${LANGUAGE_OFFERS_SLOT}=""></div>`

/** `root` (a page's render in `language`) with the offers in its slot, if it has one. */
export function withLanguageOffers(root: string, language: string): string {
  if (!root.includes(SLOT)) return root
  const offers = renderToStaticMarkup(<LanguageOffers language={language} />)
  return root.replace(SLOT, () => `${LANGUAGE_OFFERS_SLOT}="">${offers}</div>`)
}
