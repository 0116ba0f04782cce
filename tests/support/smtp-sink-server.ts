import { createServer } from 'node:http'
import { startSmtpSink } from './smtp-sink'

/**
 * The SMTP sink as its own process for the browser tests: Playwright starts it before the site
 * (the site's SMTP_URL points at it) and tests read what arrived over HTTP:
 * GET /messages?to=<address> lists the parsed e-mails sent to that address.
 */
/** A header field's value as it was sent, or undefined. */
function rawHeader(
  lines: readonly { key: string; line: string }[],
  name: string,
): string | undefined {
  const line = lines.find((header) => header.key === name)?.line
  return line?.slice(line.indexOf(':') + 1).trim()
}

const smtpPort = Number(process.env.SINK_SMTP_PORT)
const httpPort = Number(process.env.SINK_HTTP_PORT)
const sink = await startSmtpSink({ port: smtpPort })

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname === '/healthz') return void res.end('ok')
  if (url.pathname !== '/messages') {
    res.statusCode = 404
    return void res.end()
  }
  const to = url.searchParams.get('to')?.toLowerCase()
  const messages = sink.messages
    .filter((mail) => !to || (mail.to && JSON.stringify(mail.to).toLowerCase().includes(to)))
    .map((mail) => ({
      messageId: mail.messageId,
      from: mail.from?.text,
      to: mail.to && !Array.isArray(mail.to) ? mail.to.text : undefined,
      replyTo: mail.replyTo?.text,
      subject: mail.subject,
      text: mail.text,
      html: typeof mail.html === 'string' ? mail.html : undefined,
      language: mail.headers.get('content-language'),
      // As sent: mailparser parses List-* fields into `list`, which loses the angle brackets.
      listUnsubscribe: rawHeader(mail.headerLines, 'list-unsubscribe'),
      listUnsubscribePost: rawHeader(mail.headerLines, 'list-unsubscribe-post'),
      attachments: mail.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content.toString('base64'),
      })),
    }))
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(messages))
}).listen(httpPort, '127.0.0.1')
