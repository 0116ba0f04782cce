import { createServer } from 'node:net'

/**
 * Why the site cannot listen on `port`, in words that say what to do, or null when it can. Checked
 * before the database starts, so a taken port stops the start at once and leaves nothing running.
 */
export function portProblem(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        resolve(
          `port ${port} is already in use by another program: stop that program or start the site on another port (PORT=3001 npm start)`,
        )
      } else if (error.code === 'EACCES') {
        resolve(
          `port ${port} needs more privileges than this user has: use a port above 1023 (PORT=3000) behind a reverse proxy`,
        )
      } else if (error.code === 'EADDRNOTAVAIL') {
        resolve(
          `HOST=${host} is not an address of this machine: use 0.0.0.0 or one of its addresses`,
        )
      } else {
        resolve(`cannot listen on ${host}:${port}: ${error.message}`)
      }
    })
    probe.listen(port, host, () => probe.close(() => resolve(null)))
  })
}
