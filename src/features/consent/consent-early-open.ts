import { consentKeys, consentLifetimeDays } from './consent-state'

/** The consent dialog's id, which the early script finds it by. */
export const consentDialogId = 'consent-dialog'

const flags = ['analytics', 'advertising', 'personalization', 'social']

/**
 * An inline script placed right after the dialog: on a first visit it opens the dialog as the
 * banner at the top of the page while the page is parsed, so it paints with the page instead of
 * after hydration (Lighthouse measured the dialog's text as the lists' largest paint at 4.7 s).
 * It sets the `open` attribute rather than calling `show()`, whose focusing steps would restyle
 * the whole page in the middle of its parsing and move the focus (docs/decisions/056). It decides
 * as `parseConsent` and the manager do: no stored choice, one older than its lifetime, a malformed
 * one, or `?setcookies` opens it; preview paths never do. The manager then finds it open.
 */
export function earlyOpenScript(): string {
  const key = JSON.stringify(consentKeys.consent)
  return [
    '(function(){',
    `var d=document.getElementById(${JSON.stringify(consentDialogId)});`,
    "if(!d||d.open||location.pathname.indexOf('preview')>=0)return;",
    'try{',
    "if(!new URLSearchParams(location.search).has('setcookies')){",
    `var s=null;try{s=localStorage.getItem(${key})}catch(e){}`,
    `if(!s){var m=document.cookie.match(/(?:^|; )${consentKeys.consent}=([^;]*)/);s=m&&decodeURIComponent(m[1])}`,
    'var c=s?JSON.parse(s):null;',
    `if(c&&${JSON.stringify(flags)}.every(function(k){return typeof c[k]==='boolean'})`,
    `&&typeof c.date==='string'&&Date.now()-Date.parse(c.date)<=${consentLifetimeDays * 86_400_000})return}`,
    '}catch(e){}',
    "d.setAttribute('open','')",
    '})()',
  ].join('')
}
