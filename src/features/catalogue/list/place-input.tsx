'use client'

import { useEffect, useId, useRef, useState } from 'react'
import styles from './list.module.css'
import fieldStyles from './search-field.module.css'

type Suggestion = { zip: string; name: string }

/**
 * Postal codes or towns, several between commas ('Gent, 1050'), with suggestions from the Belgian
 * postal codes for the one being typed (a native datalist; a suggestion keeps the places before
 * it). Without JavaScript it is a plain text field the server understands.
 */
export function PlaceInput({
  label,
  hint,
  defaultValue,
  lang,
}: {
  label: string
  hint: string
  defaultValue?: string
  lang: string
}) {
  const id = useId()
  const [text, setText] = useState(defaultValue ?? '')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The places typed before the last comma stay as they are; the last one is looked up.
  const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';')) + 1
  const before = cut > 0 ? `${text.slice(0, cut).trimEnd()} ` : ''
  const query = text.slice(cut)

  useEffect(() => {
    clearTimeout(timer.current)
    if (query.trim().length < 2) return
    const controller = new AbortController()
    timer.current = setTimeout(() => {
      fetch(`/api/places/?q=${encodeURIComponent(query)}&lang=${lang}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestion[]>) : []))
        .then(setSuggestions)
        .catch(() => {})
    }, 150)
    return () => {
      clearTimeout(timer.current)
      controller.abort()
    }
  }, [query, lang])

  return (
    <label className={fieldStyles.field}>
      <span>{label}</span>
      <input
        type="text"
        name="place"
        list={`${id}-places`}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        maxLength={400}
      />
      <small id={`${id}-hint`} className={styles.hint}>
        {hint}
      </small>
      <datalist id={`${id}-places`}>
        {suggestions.map((place) => (
          <option
            key={`${place.zip}-${place.name}`}
            value={`${before}${place.zip}`}
            label={`${place.zip} ${place.name}`}
          />
        ))}
      </datalist>
    </label>
  )
}
