import type { ReactNode } from 'react'

/** A root type of the catalogue with its subtypes, named in the page language. */
export type TypeBranch = { id: number; name: string; children: { id: number; name: string }[] }

/**
 * The property types as a nested list, each drawn by `option` (a checkbox and its label): the
 * register form and an alert's edit page offer the same tree.
 */
export function TypeBranchList({
  tree,
  option,
  className,
}: {
  tree: TypeBranch[]
  option: (type: { id: number; name: string }) => ReactNode
  className?: string
}) {
  return (
    <ul className={className}>
      {tree.map((root) => (
        <li key={root.id}>
          {option(root)}
          {root.children.length > 0 && (
            <ul>
              {root.children.map((child) => (
                <li key={child.id}>{option(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
