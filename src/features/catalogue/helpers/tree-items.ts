import { localize, type MultiLangValue } from '@/lib/i18n/multilang'

type TreeId = number | string

/** A row as the CRM sends it (specification §3 "Tree item"). */
export type TreeSourceRow = {
  ID: TreeId
  ParentID?: TreeId | null
  Name?: MultiLangValue | null
  WebID?: number | null
}

export type TreeNode<Row extends TreeSourceRow = TreeSourceRow> = {
  id: TreeId
  /** The parent the node hangs under in this tree; null for a root. */
  parentid: TreeId | null
  /** The id as text, for form controls. */
  value: string
  label: string
  item: Row
  children: TreeNode<Row>[]
}

const noParent = (id: TreeId | null | undefined) =>
  id === null || id === undefined || id === '' || id === 0 || id === '0'

/**
 * Nests CRM tree rows (property types, zones) for menus and filters, labels in `lang`. Children keep
 * the order of the rows. A row whose parent is missing becomes a root; in a cycle, the row that
 * comes first becomes a root. Bad data thus still shows every row once and never loops.
 */
export function buildTree<Row extends TreeSourceRow>(
  rows: readonly Row[],
  lang: string,
  fallback?: string,
): TreeNode<Row>[] {
  const nodes = new Map<string, TreeNode<Row>>()
  const parentKey = new Map<string, string | null>()
  for (const row of rows) {
    const key = String(row.ID)
    if (nodes.has(key)) continue // a repeated id keeps its first row
    nodes.set(key, {
      id: row.ID,
      parentid: null,
      value: key,
      label: localize(row.Name, lang, fallback),
      item: row,
      children: [],
    })
    const parent = noParent(row.ParentID) ? null : String(row.ParentID)
    parentKey.set(key, parent === key ? null : parent)
  }
  for (const [key, parent] of parentKey) {
    if (parent !== null && !nodes.has(parent)) parentKey.set(key, null)
  }

  // Follow each chain of parents once; meeting a row of the chain again means a cycle.
  const order = new Map([...nodes.keys()].map((key, index) => [key, index]))
  const done = new Set<string>()
  for (const start of nodes.keys()) {
    const chain: string[] = []
    const onChain = new Set<string>()
    let at: string | null | undefined = start
    while (at != null && !done.has(at) && !onChain.has(at)) {
      chain.push(at)
      onChain.add(at)
      at = parentKey.get(at)
    }
    if (at != null && onChain.has(at)) {
      const cycle = chain.slice(chain.indexOf(at))
      const first = cycle.reduce((a, b) => ((order.get(a) ?? 0) <= (order.get(b) ?? 0) ? a : b))
      parentKey.set(first, null)
    }
    for (const key of chain) done.add(key)
  }

  const roots: TreeNode<Row>[] = []
  for (const [key, node] of nodes) {
    const parent = parentKey.get(key)
    const parentNode = parent == null ? undefined : nodes.get(parent)
    if (parentNode) {
      node.parentid = parentNode.id
      parentNode.children.push(node)
    } else {
      roots.push(node)
    }
  }
  return roots
}
