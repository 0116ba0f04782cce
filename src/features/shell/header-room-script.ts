/**
 * An inline script placed right after the header's wrapper: while the page is parsed, and only
 * the header is in it, it keeps the header's room (the wrapper's height) and writes the height to
 * the root's --header-height (scroll-padding-top in globals.css, the property page's aside).
 * Written later, by ScrollHeader during hydration, that property made every element of the page
 * inherit a new value: a 10 to 30 ms restyle of some 280 elements (unthrottled) in the middle of
 * hydration. ScrollHeader then finds both values in place.
 */
export function headerRoomScript(): string {
  return [
    '(function(){',
    'var s=document.currentScript,w=s&&s.previousElementSibling,h=w&&w.firstElementChild;',
    'if(!h)return;',
    "var v=h.offsetHeight+'px';",
    'w.style.height=v;',
    "document.documentElement.style.setProperty('--header-height',v)",
    '})()',
  ].join('')
}
