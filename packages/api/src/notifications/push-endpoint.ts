import { isIP } from 'node:net';

/**
 * Whether the server may post pushes to `endpoint`: push services are https on a public host name, so
 * an address or a local name (which would let anyone make the server call inside its network) is refused.
 * `allowLocal` admits loopback http (the push-service stand-in of tests).
 */
export function isAcceptablePushEndpoint(endpoint: string, allowLocal = false): boolean {
  const url = new URL(endpoint);
  if (allowLocal && url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host.includes('.') && !/\.(localhost|local|internal)$/i.test(host);
}
