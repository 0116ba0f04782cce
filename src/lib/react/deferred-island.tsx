'use client'
import { Activity, use, useEffect, useId, useRef, useState, type ComponentType } from 'react'
import styles from './deferred-island.module.css'

/** How far below the viewport an island starts loading, so it is ready when it is reached. */
const nearViewport = '200px 0px'

/**
 * A promise that `use` reads without suspending once it has settled: React looks at `status` and
 * `value` before it waits on a promise.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown }
  tracked.status = 'pending'
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  )
  return tracked
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/**
 * A client component whose code the browser fetches only when the visitor comes near it: when it
 * scrolls into view (or within 200 px of it), or when the visitor focuses or presses anything in
 * it. The server renders it as usual, so its HTML works without JavaScript; in the browser that
 * HTML stays as it is, unhydrated, until then (React keeps an `<Activity>` whose content suspends
 * while hydrating as the server sent it). No `<Suspense>`: React may send a Suspense boundary's
 * content apart, in a hidden element that only a script reveals, which a browser without
 * JavaScript never shows. Mounted by a client-side navigation, it loads at once.
 *
 * New props while it waits (a server action refreshing the page) make React give up the server's
 * HTML and render it anew: the island then loads at once, or the refresh would wait for ever.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let component: Promise<ComponentType<P>> | undefined
  const loadOnce = () => (component ??= settled(load()))
  // The server renders every island of the page: its code is there before the first render.
  if (typeof window === 'undefined') void loadOnce()

  function Loaded({ waitFor, props }: { waitFor: Promise<void> | null; props: P }) {
    if (waitFor) use(waitFor)
    const Component = use(loadOnce())
    return <Component {...props} />
  }

  function DeferredIsland(props: P) {
    const id = useId()
    const box = useRef<HTMLDivElement>(null)
    // The server's HTML of this island is in the page: the page is hydrating, so wait. Mounted
    // later (a client-side navigation), there is nothing to keep.
    const [wait] = useState(() =>
      typeof document !== 'undefined' &&
      document.querySelector(`[data-island="${CSS.escape(id)}"]`) !== null
        ? gate()
        : null,
    )
    // New props before it hydrated (the page's data refreshed by a server action): React will
    // render it anew, and the refresh waits for it, so its code must come now.
    const [first] = useState(props)
    if (wait && props !== first) wait.open()

    useEffect(() => {
      const element = box.current
      if (!wait || !element) return
      // On the window, in the capture phase: React stops the events that reach content it has
      // not hydrated yet before they get to this element.
      const touched = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wait.open()
      }
      const types = ['focusin', 'pointerdown'] as const
      for (const type of types) window.addEventListener(type, touched, true)
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wait.open()
        },
        { rootMargin: nearViewport },
      )
      for (const child of element.children) observer.observe(child)
      if (element.contains(document.activeElement)) wait.open()
      void wait.opened.then(() => observer.disconnect())
      return () => {
        for (const type of types) window.removeEventListener(type, touched, true)
        observer.disconnect()
      }
    }, [wait])

    return (
      <div ref={box} data-island={id} className={styles.island}>
        <Activity mode="visible">
          <Loaded waitFor={wait?.opened ?? null} props={props} />
        </Activity>
      </div>
    )
  }
  return DeferredIsland
}
