/**
 * A field people never see and bots tend to fill; a filled one refuses the submission. Kept out of
 * the accessibility tree and the tab order, and off screen rather than `display: none`.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto' }}>
      <label>
        Company fax
        <input type="text" name="company_fax" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
