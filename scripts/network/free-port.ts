/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it; the probe socket is closed before returning),
 * for servers that must know their port before they start (an SMP URL published in the SML, sshd's config).
 *
 *   const port = await freePort()
 */
import net from 'node:net'

export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    }).on('error', reject)
  })
}
