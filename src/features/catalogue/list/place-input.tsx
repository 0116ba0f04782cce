'use client'

import { useEffect, useId, useRef, useState } from 'react'
import styles from './list.module.css'
import fieldStyles from './search-field.module.css'

type Suggestion = { zip: string; name: string }

/**
 * Postal code or town, with suggestions from the Belgian postal codes as the visitor types
 * (a native datalist). Without JavaScript it is a plain text field the server understands.
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
  const [query, setQuery] = useState(defaultValue ?? '')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

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
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${id}-hint`}
        maxLength={80}
      />
      <small id={`${id}-hint`} className={styles.hint}>
        {hint}
      </small>
      <datalist id={`${id}-places`}>
        {suggestions.map((place) => (
          <option
            key={`${place.zip}-${place.name}`}
            value={place.zip}
            label={`${place.zip} ${place.name}`}
          />
        ))}
      </datalist>
    </label>
  )
}
