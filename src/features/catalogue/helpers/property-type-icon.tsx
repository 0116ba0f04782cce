import { propertyTypeIcon, propertyTypeIconViewBox } from './property-type-icons'

/**
 * The line icon of a property type by its root's WebID (specification §9), beside the type's
 * name: decorative, so hidden from assistive technology, which reads the name.
 */
export function PropertyTypeIcon({ webId, className }: { webId: unknown; className?: string }) {
  const icon = propertyTypeIcon(webId)
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox={propertyTypeIconViewBox}
      className={className}
      data-icon={icon.name}
    >
      <path
        d={icon.path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
