import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { createTransport } from './transport'

const mail = {
  from: '"Immo Horizon" <no-reply@immohorizon.be>',
  to: 'jan@example.be',
  subject: 'Uw aanvraag',
  text: 'Bedankt voor uw bericht.',
  messageId: '<0123456789abcdef0123456789abcdef@immohorizon.be>',
}

let dataDir: string
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('createTransport', () => {
  it('without SMTP_URL writes a parseable .eml under DATA_DIR/mail and logs where', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mail-'))
    await mkdir(path.join(dataDir, 'attachments'))
    await writeFile(path.join(dataDir, 'attachments', 'note.txt'), 'attached')
    const lines: { msg: string; file?: string }[] = []
    const log = pino({}, { write: (line: string) => lines.push(JSON.parse(line)) })
    const transport = createTransport({ DATA_DIR: dataDir, SMTP_URL: undefined }, log)

    const attachment = { filename: 'note.txt', path: path.join(dataDir, 'attachments/note.txt') }
    await transport.send({ ...mail, attachments: [attachment] })
    transport.close()

    const files = await readdir(path.join(dataDir, 'mail'))
    expect(files).toEqual([
      expect.stringMatching(/^\d{4}-.+-0123456789abcdef0123456789abcdef\.eml$/),
    ])
    const file = path.join(dataDir, 'mail', files[0] ?? '')
    const parsed = await simpleParser(await readFile(file))
    expect(parsed).toMatchObject({ subject: mail.subject, messageId: mail.messageId })
    expect(parsed.text?.trim()).toBe(mail.text)
    expect(parsed.attachments[0]?.content.toString()).toBe('attached')
    expect(lines).toContainEqual(expect.objectContaining({ file }))
  })

  it('with SMTP_URL delivers over SMTP, logging in when the URL has credentials', async () => {
    const sink = await startSmtpSink()
    try {
      const url = `smtp://agency:secret@127.0.0.1:${sink.port}`
      const transport = createTransport(
        { DATA_DIR: 'unused', SMTP_URL: url },
        pino({ level: 'silent' }),
      )
      await transport.send(mail)
      transport.close()
      const [received] = await sink.waitFor(1)
      expect(received).toMatchObject({ subject: mail.subject, messageId: mail.messageId })
      expect(received?.from?.text).toBe('"Immo Horizon" <no-reply@immohorizon.be>')
    } finally {
      await sink.stop()
    }
  })
})
