import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateRawSync } from 'node:zlib';

/** An artifact bundle as assembled from its chunks: the manifest and every file in the zip. */
export interface ReceivedBundle {
  release: string | undefined;
  projects: string[];
  manifest: { org: string; project: string; release?: string; files: Record<string, BundleFile> };
  files: Map<string, Buffer>;
}
interface BundleFile {
  url: string;
  type: string;
  headers: Record<string, string>;
}

/** The entries of a zip file (stored or deflated), read from its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + skip;
  }
  return entries;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local stand-in of the part of Sentry's web API a source map upload uses (what `sentry sourcemap
 * upload` calls): the organization's region, release create and finalize, the chunk-upload options,
 * chunk uploads (multipart, gzip) and the artifact bundle assembly. It keeps every request, the chunks by
 * SHA-1, and each bundle it assembled. Any other token than `token` is answered 401.
 */
export async function startSentryApiStandIn({ token }: { token: string }) {
  const requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
  const chunks = new Map<string, Buffer>();
  const bundles: ReceivedBundle[] = [];
  const releases = new Map<string, { finalized: boolean }>();
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { detail: 'Invalid token' });
    const match = path.match(/^\/api\/0\/organizations\/([^/]+)\/(.*)$/);
    if (!match) return json(404, { detail: 'not found' });
    const [, org, rest] = match as unknown as [string, string, string];
    if (request.method === 'GET' && rest === '') {
      return json(200, { id: '1', slug: org, links: { organizationUrl: origin, regionUrl: origin } });
    }
    if (request.method === 'POST' && rest === 'releases/') {
      const { version } = JSON.parse(body.toString('utf8')) as { version: string };
      releases.set(version, { finalized: false });
      return json(201, { version, dateReleased: null });
    }
    const release = rest.match(/^releases\/([^/]+)\/$/);
    if (request.method === 'PUT' && release?.[1]) {
      const version = decodeURIComponent(release[1]);
      releases.set(version, { finalized: true });
      return json(200, { version, dateReleased: new Date().toISOString() });
    }
    if (rest === 'chunk-upload/' && request.method === 'GET') {
      return json(200, {
        url: `${origin}/api/0/organizations/${org}/chunk-upload/`,
        chunkSize: 8 * 1024 * 1024,
        chunksPerRequest: 64,
        maxRequestSize: 32 * 1024 * 1024,
        maxFileSize: 2 * 1024 * 1024 * 1024,
        hashAlgorithm: 'sha1',
        concurrency: 4,
        compression: ['gzip'],
        accept: ['artifact_bundles'],
      });
    }
    if (rest === 'chunk-upload/' && request.method === 'POST') {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
      for (const [field, value] of form) {
        if (typeof value === 'string') continue;
        const bytes = Buffer.from(await value.arrayBuffer());
        const chunk = field === 'file_gzip' ? gunzipSync(bytes) : bytes;
        const sha1 = createHash('sha1').update(chunk).digest('hex');
        if (sha1 !== value.name) return json(400, { detail: 'checksum mismatch' });
        chunks.set(sha1, chunk);
      }
      return json(200, {});
    }
    if (rest === 'artifactbundle/assemble/' && request.method === 'POST') {
      const asked = JSON.parse(body.toString('utf8')) as {
        checksum: string;
        chunks: string[];
        projects: string[];
        version?: string;
      };
      const missingChunks = asked.chunks.filter((sha1) => !chunks.has(sha1));
      if (missingChunks.length > 0) return json(200, { state: 'not_found', missingChunks });
      const zip = Buffer.concat(asked.chunks.map((sha1) => chunks.get(sha1) as Buffer));
      if (createHash('sha1').update(zip).digest('hex') !== asked.checksum) {
        return json(200, { state: 'error', missingChunks: [], detail: 'checksum mismatch' });
      }
      const files = readZip(zip);
      const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString('utf8'));
      bundles.push({ release: asked.version, projects: asked.projects, manifest, files });
      return json(200, { state: 'ok', missingChunks: [] });
    }
    return json(404, { detail: 'not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    requests,
    bundles,
    releases,
    async close() {
      server.close();
      await once(server, 'close');
    },
  };
}
