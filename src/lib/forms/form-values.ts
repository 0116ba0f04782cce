import type { FormValues } from './form-state'

/** Fields the anti-spam check reads; never part of what a form stores or echoes. */
export const antispamFields = ['altcha', 'nojs', 'company_fax'] as const

/**
 * The submitted fields as strings, a name that occurs several times (checkbox groups) as an array.
 * Files and the anti-spam fields are left out: they are read separately.
 */
export function formValues(data: FormData, arrayFields: readonly string[] = []): FormValues {
  const values: FormValues = {}
  for (const name of new Set(data.keys())) {
    if ((antispamFields as readonly string[]).includes(name) || name.startsWith('$ACTION')) continue
    const all = data.getAll(name).filter((value): value is string => typeof value === 'string')
    if (all.length === 0) continue
    values[name] = arrayFields.includes(name) || all.length > 1 ? all : all[0]!
  }
  for (const name of arrayFields) values[name] ??= []
  return values
}

/**
 * The files of `fileFields` (an image upload), for the schema. A file input left empty sends an
 * empty file (named '' by the browser, 'blob' once it went through a server action's encoding):
 * an empty file counts as no file. Files are never echoed back: a browser cannot fill a file
 * input again.
 */
export function formFiles(data: FormData, fileFields: readonly string[]): Record<string, File> {
  const files: Record<string, File> = {}
  for (const name of fileFields) {
    const file = data.get(name)
    if (file instanceof File && file.size > 0) files[name] = file
  }
  return files
}

/** What a form's schema parses: the fields, files included, nested by their dotted names. */
export function formInput(
  data: FormData,
  arrayFields: readonly string[] = [],
  fileFields: readonly string[] = [],
): Record<string, unknown> {
  return nestValues({ ...formValues(data, arrayFields), ...formFiles(data, fileFields) })
}

/**
 * Dotted names (`personB.firstName`) become nested objects, so one zod schema describes the form
 * and the browser's flat field names alike.
 */
export function nestValues(
  values: Record<string, FormValues[string] | File>,
): Record<string, unknown> {
  const nested: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.')
    let target = nested
    for (const key of path.slice(0, -1)) {
      const next = target[key]
      target = (typeof next === 'object' && next !== null ? next : (target[key] = {})) as Record<
        string,
        unknown
      >
    }
    target[path[path.length - 1]!] = value
  }
  return nested
}
