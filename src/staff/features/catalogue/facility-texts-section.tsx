// A facility's words in the site's other languages (issue 37), a section of its edit form: a name
// and a description per language, saved with the form's own "Save changes"; a language left
// without words shows the default language's on its pages. The front desk changes the description
// of words that exist (the name is an owner's, as in the default language); an owner removes them.
import { useState } from 'react'
import type { FacilityTextChanges } from '../../../../contract/facility-texts'
import type { StaffFacility } from '../../../../contract/staff-catalogue'
import { DEFAULT_LANGUAGE, LANGUAGE_LIST } from '../../../content/messages/default'
import { AskFirst, useAskFirst } from '../../components/ask-first'
import { staffKeys } from '../../lib/staff-keys'
import { removeFacilityText, setFacilityText } from './api'

/** The languages a facility's words can be given in: the site's, all but the default. */
const OTHER_LANGUAGES = Object.entries(LANGUAGE_LIST)
  .filter(([code]) => code !== DEFAULT_LANGUAGE)
  .map(([code, { name }]) => ({ code, name }))
const DEFAULT_NAME = LANGUAGE_LIST[DEFAULT_LANGUAGE].name

type Words = Record<string, { name: string; desc: string }>

const wordsOf = (facility: StaffFacility): Words =>
  Object.fromEntries(
    OTHER_LANGUAGES.map(({ code }) => [
      code,
      { name: facility.texts[code]?.name ?? '', desc: facility.texts[code]?.desc ?? '' },
    ]),
  )

/** What to send for each language whose words changed (only what this role may change). */
export function changesOf(facility: StaffFacility, words: Words, isOwner: boolean) {
  const calls: { lang: string; body: FacilityTextChanges }[] = []
  for (const { code } of OTHER_LANGUAGES) {
    const had = facility.texts[code]
    const now = words[code]!
    const body: FacilityTextChanges = {}
    if (isOwner && now.name !== (had?.name ?? '')) body.name = now.name
    if (now.desc !== (had?.desc ?? '')) body.desc = now.desc
    // Two blank fields where there were no words: nothing to say in that language.
    if (!had && now.name.trim() === '' && now.desc.trim() === '') continue
    if (Object.keys(body).length > 0) calls.push({ lang: code, body })
  }
  return calls
}

/** The section's state, kept by the form: whether anything changed, and the save. */
export function useFacilityTexts(facility: StaffFacility | undefined, isOwner: boolean) {
  const [words, setWords] = useState<Words>(() => (facility ? wordsOf(facility) : {}))
  const calls = facility ? changesOf(facility, words, isOwner) : []
  return {
    words,
    setWords,
    changed: calls.length > 0,
    /** Sends each language's changes, one after the other. */
    async save() {
      if (!facility) return
      for (const { lang, body } of calls) await setFacilityText(facility._id, lang, body)
    },
  }
}

export type FacilityTextsState = ReturnType<typeof useFacilityTexts>

export function FacilityTextsSection({
  id,
  facility,
  isOwner,
  state,
  canAct,
}: {
  /** The form's id, for the fields' own. */
  id: string
  facility: StaffFacility
  isOwner: boolean
  state: FacilityTextsState
  canAct: boolean
}) {
  const { words, setWords } = state
  return (
    <section className="facility-texts" aria-labelledby={`${id}-texts-title`}>
      <h3 id={`${id}-texts-title`}>In other languages</h3>
      <p className="muted small">
        What guests read on the site's pages in each language. Where none is given, they read the{' '}
        {DEFAULT_NAME} name and description.
      </p>
      {OTHER_LANGUAGES.map(({ code, name }) => {
        const had = facility.texts[code]
        const field = (key: 'name' | 'desc') => (value: string) =>
          setWords((w) => ({ ...w, [code]: { ...w[code]!, [key]: value } }))
        const now = words[code]!
        // Either field given asks for the other (a first time needs both; words are never blank).
        const required = had !== undefined || now.name.trim() !== '' || now.desc.trim() !== ''
        const fieldId = `${id}-${code}`
        if (!isOwner && !had) {
          return (
            <p key={code} className="small">
              No name or description in <span lang={code}>{name}</span> yet: guests read the{' '}
              {DEFAULT_NAME} ones. An owner adds them.
            </p>
          )
        }
        return (
          <div key={code} className="facility-language" lang={code}>
            <div className="field">
              <label htmlFor={`${fieldId}-name`} lang="en">
                Name in {name}
              </label>
              <input
                id={`${fieldId}-name`}
                value={now.name}
                onChange={(e) => field('name')(e.target.value)}
                readOnly={!isOwner}
                required={required}
                maxLength={100}
                autoComplete="off"
                aria-describedby={isOwner ? undefined : `${fieldId}-name-hint`}
              />
              {!isOwner && (
                <p id={`${fieldId}-name-hint`} className="muted small" lang="en">
                  Only an owner changes the name.
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${fieldId}-desc`} lang="en">
                Description in {name}
              </label>
              <textarea
                id={`${fieldId}-desc`}
                value={now.desc}
                onChange={(e) => field('desc')(e.target.value)}
                required={required}
                maxLength={2000}
                rows={4}
                dir="auto"
              />
            </div>
            {isOwner && had && (
              <RemoveWords
                facility={facility}
                code={code}
                name={name}
                canAct={canAct}
                onRemoved={() => setWords((w) => ({ ...w, [code]: { name: '', desc: '' } }))}
              />
            )}
          </div>
        )
      })}
    </section>
  )
}

/** An owner's "Remove the words in Français", asked first. */
function RemoveWords({
  facility,
  code,
  name,
  canAct,
  onRemoved,
}: {
  facility: StaffFacility
  code: string
  name: string
  canAct: boolean
  onRemoved: () => void
}) {
  const removal = useAskFirst({
    run: () => removeFacilityText(facility._id, code),
    refresh: staffKeys.catalogue(),
    onDone: onRemoved,
  })
  if (!removal.asking) {
    return (
      <div className="catalogue-buttons" lang="en">
        <button type="button" className="button danger" onClick={removal.ask} disabled={!canAct}>
          Remove the words in {name}
        </button>
      </div>
    )
  }
  return (
    <div lang="en">
      <AskFirst
        {...removal.answers}
        question={
          <>
            Remove the name and description in {name}? Guests on the {name} pages will read the{' '}
            {DEFAULT_NAME} ones.
          </>
        }
        go="Remove them"
        keep="Keep them"
      />
    </div>
  )
}
