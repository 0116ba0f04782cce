// Crawlers, link previews, monitoring and headless tools: they are not people looking at a property.
const botPattern =
  /bot|crawl|spider|slurp|archiver|preview|facebookexternalhit|embedly|whatsapp|telegram|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python-requests|httpclient|go-http-client|java\/|axios|node-fetch|okhttp|scrapy|phantomjs/i

/** True when a request should not count as a visitor's view (decisions.md §6: bots filtered). */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true
  return botPattern.test(userAgent)
}
