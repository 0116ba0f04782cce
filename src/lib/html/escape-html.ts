/**
 * Text made safe to write into HTML, between tags or in a quoted attribute: `& < > " '` become
 * numeric character references, which mean the same in every HTML context and in XML.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
