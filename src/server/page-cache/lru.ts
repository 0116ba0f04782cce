/**
 * A cached response: what the site sent, byte for byte, minus the per-connection headers, with
 * the headers of its shared form (shareable.ts).
 */
export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  /** The listing whose detail page this is: a hit still counts a view (decisions.md §6). */
  propertyView?: number
}

/** Least recently used eviction bounded by entry count and by total bytes. */
export class PageLru {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size() {
    return this.entries.size
  }

  get totalBytes() {
    return this.bytes
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key)
    if (page) {
      this.entries.delete(key)
      this.entries.set(key, page)
    }
    return page
  }

  set(key: string, page: CachedPage): void {
    const weight = weigh(page)
    if (weight > this.maxBytes) return
    this.delete(key)
    this.entries.set(key, page)
    this.bytes += weight
    for (const [oldest, evicted] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= weigh(evicted)
    }
  }

  delete(key: string): void {
    const page = this.entries.get(key)
    if (!page) return
    this.entries.delete(key)
    this.bytes -= weigh(page)
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }
}

function weigh(page: CachedPage): number {
  let headerBytes = 0
  for (const [name, value] of Object.entries(page.headers)) {
    headerBytes += name.length + (Array.isArray(value) ? value.join('').length : value.length)
  }
  return page.body.length + headerBytes
}
