'use client'

import { useState } from 'react'

/** The one client component: without one, the page would hydrate nothing. */
export function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  )
}
