import type { Language } from '@/features/i18n/languages'
import { StandalonePage } from './standalone-page'

export type SignedLinkTexts = Record<
  | 'askTitle'
  | 'askText'
  | 'button'
  | 'doneTitle'
  | 'doneText'
  | 'thanks'
  | 'invalidTitle'
  | 'invalidText'
  | 'home',
  string
>

/**
 * The page an e-mail's signed link opens (an unsubscribe link). Opening it changes nothing: mail
 * scanners follow links. Its button posts to `action`, which sends the visitor back with the
 * `done` state ("you are unsubscribed", specification §8). It never shows which address it is
 * about.
 */
export function SignedLinkPage({
  lang,
  state,
  action,
  texts,
  homeHref,
}: {
  lang: Language
  state: 'ask' | 'done' | 'invalid'
  /** Where the button posts, token included and already encoded. */
  action: string
  texts: SignedLinkTexts
  homeHref: string
}) {
  const home = (
    <p>
      <a href={homeHref}>{texts.home}</a>
    </p>
  )
  if (state === 'done') {
    return (
      <StandalonePage title={texts.doneTitle}>
        <p role="status">{texts.doneText}</p>
        <p>{texts.thanks}</p>
        {home}
      </StandalonePage>
    )
  }
  if (state === 'invalid') {
    return (
      <StandalonePage title={texts.invalidTitle}>
        <p>{texts.invalidText}</p>
        {home}
      </StandalonePage>
    )
  }
  return (
    <StandalonePage title={texts.askTitle}>
      <p>{texts.askText}</p>
      <form method="post" action={action}>
        <input type="hidden" name="lang" value={lang} />
        <button type="submit">{texts.button}</button>
      </form>
    </StandalonePage>
  )
}
