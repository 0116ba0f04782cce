import { parse, type DefaultTreeAdapterTypes } from 'parse5'

export type Element = DefaultTreeAdapterTypes.Element
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

/** Every element under `node`, in document order. */
export function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : []
  const content =
    node.nodeName === 'template'
      ? (node as DefaultTreeAdapterTypes.Template).content.childNodes
      : []
  return [...children, ...content].flatMap((child) =>
    'tagName' in child ? [child, ...elements(child)] : elements(child),
  )
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

/** The text inside an element, as the parser decoded it. */
export const textOf = (element: Element): string =>
  element.childNodes
    .map((child) =>
      child.nodeName === '#text'
        ? (child as DefaultTreeAdapterTypes.TextNode).value
        : 'tagName' in child
          ? textOf(child)
          : '',
    )
    .join('')

/** What the HTML parser makes of the server's page: the elements of its head and of its body. */
export function parts(html: string) {
  const root = elements(parse(html))
  const find = (name: string) => root.find((element) => element.tagName === name)!
  return { head: elements(find('head')), body: elements(find('body')), all: root }
}
