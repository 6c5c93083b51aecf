import { createSocket } from 'node:dgram';

/** What the stand-in answers for a name: TXT records (each a list of strings), or nothing at all (a timeout). */
export type DnsAnswer = string[][] | 'silent';

/**
 * A tiny DNS server on 127.0.0.1 for tests (ADR 044): it answers TXT questions from `answers` (keyed by
 * lower-case name), NXDOMAIN for a name it does not know, and nothing for a `silent` name, so the real
 * `node:dns` resolver, pointed at it, meets a record, no record and a timeout. Only what a TXT lookup needs.
 */
export async function startDnsStandIn(answers: Map<string, DnsAnswer>) {
  const socket = createSocket('udp4');
  const asked: string[] = [];
  socket.on('message', (query, peer) => {
    if (query.length < 17) return;
    let offset = 12;
    const labels: string[] = [];
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset] as number;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    if (questionEnd > query.length) return;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(offset + 1);
    asked.push(name);
    const answer = answers.get(name);
    if (answer === 'silent') return;
    const records = type === 16 ? (answer ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response, recursion desired as asked, available; NXDOMAIN for a name it has no entry for.
    header.writeUInt16BE(0x8180 | (query.readUInt16BE(2) & 0x0100) | (answer === undefined ? 3 : 0), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(records.length, 6);
    const rrs = records.map((strings) => {
      const data = Buffer.concat(
        strings.map((text) => {
          const bytes = Buffer.from(text, 'utf8');
          return Buffer.concat([Buffer.from([bytes.length]), bytes]);
        }),
      );
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0);
      fixed.writeUInt16BE(16, 2);
      fixed.writeUInt16BE(1, 4);
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...rrs]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    /** `setServers` form of the stand-in's address. */
    server: `127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
