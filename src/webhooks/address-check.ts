import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook URLs must not reach into the deployment's own network (SSRF): a host resolving to a
 * loopback, private, link-local, unique-local, shared, multicast or unspecified address is refused,
 * when the URL is set and again at every delivery (DNS can change between the two). IPv4 rules also
 * cover IPv4-mapped IPv6 addresses (BlockList matches them).
 */
const REFUSED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  REFUSED.addSubnet(net, bits, 'ipv6');

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as DNS knows it (IPv6 literals without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Why the host may not be delivered to (it resolves nowhere, or somewhere refused), or null. */
export async function addressProblem(host: string): Promise<string | null> {
  let addresses: dns.LookupAddress[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    return `the host ${host} does not resolve`;
  }
  const refused = addresses.find((a) => isRefusedAddress(a.address));
  return refused
    ? `the host ${host} resolves to ${refused.address}, a loopback, private, link-local or otherwise internal address`
    : null;
}

/**
 * A `lookup` for http.request that refuses internal addresses: the check applies to the very
 * addresses the connection is made to, so a name that resolves differently later cannot slip past.
 */
export const guardedLookup: NonNullable<import('node:net').TcpNetConnectOpts['lookup']> = (
  hostname,
  options,
  callback,
) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.find((a) => isRefusedAddress(a.address));
    if (refused)
      return callback(
        Object.assign(new Error(`${hostname} resolves to the internal address ${refused.address}`), {
          code: 'EADDRREFUSED',
        }),
        '',
        0,
      );
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** Why the URL cannot be a webhook endpoint (scheme, credentials, address), or null. allowPrivate admits http and any address. */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.hash) return 'must not have a fragment';
  return allowPrivate ? null : addressProblem(hostOf(url));
}
