import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback standing in for the mail provider: it counts what it accepted, by recipient. */
export async function startSmtpStandIn() {
  const accepted = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          accepted.set(to.address, (accepted.get(to.address) ?? 0) + 1);
        total++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    accepted,
    total: () => total,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
