import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook URLs must not reach into the deployment's own network (SSRF): a host resolving to an
 * address that is not public is refused, when the URL is set and again at every connection (DNS can
 * change between the two). "Public" follows IANA's special-purpose registries for both families; an
 * IPv6 address that embeds or translates an IPv4 address is judged as that IPv4 address, since that
 * is what a connection to it reaches.
 */
const NOT_PUBLIC_V4 = subnets('ipv4', [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
]);

/** Only global unicast (2000::/3) can be public; the forms that carry an IPv4 address are judged before this. */
const GLOBAL_UNICAST_V6 = subnets('ipv6', [['2000::', 3]]);
const NOT_PUBLIC_V6 = subnets('ipv6', [
  // IETF protocol assignments: anycast service addresses and identifiers, never a receiver, so even
  // their globally reachable parts are refused; Teredo (2001::/32) is judged by its IPv4 addresses first.
  ['2001::', 23],
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
]);
// Outside 2000::/3 and refused with it: ::, ::1, 64:ff9b:1::/48 (local-use NAT64, whose IPv4 placement
// is the operator's choice), 100::/64, 5f00::/16, fc00::/7, fe80::/10, fec0::/10, ff00::/8.

function subnets(family: 'ipv4' | 'ipv6', list: [string, number][]): BlockList {
  const set = new BlockList();
  for (const [net, bits] of list) set.addSubnet(net, bits, family);
  return set;
}

/** The eight 16-bit groups of an IPv6 address in any spelling (WHATWG's URL parser normalizes it), or null. */
function groupsOf(address: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = host.split('::').map((part) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []));
  return tail ? [...head!, ...Array<number>(8 - head!.length - tail.length).fill(0), ...tail] : head!;
}

const ipv4Of = (high: number, low: number): string => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 addresses an IPv6 address stands for: IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16, bits 16-47)
 * carry one; Teredo (2001::/32) the server's (bits 32-63) and the client's (the last 32 bits
 * inverted). Null for any other address.
 */
function embeddedIpv4(g: readonly number[]): string[] | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const last = ipv4Of(g[6]!, g[7]!);
  if (zero(0, 5) && g[5] === 0xffff) return [last];
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return [last];
  if (zero(0, 6)) return [last];
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return [last];
  if (g[0] === 0x2002) return [ipv4Of(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4Of(g[2]!, g[3]!), ipv4Of(g[6]! ^ 0xffff, g[7]! ^ 0xffff)];
  return null;
}

/** Whether a connection to this address could reach something other than the public Internet (or it is not an address). */
export function isRefusedAddress(address: string): boolean {
  if (isIP(address) === 4) return NOT_PUBLIC_V4.check(address, 'ipv4');
  const groups = isIP(address) === 6 ? groupsOf(address) : null;
  if (!groups) return true;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4) return ipv4.some(isRefusedAddress);
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return !GLOBAL_UNICAST_V6.check(canonical, 'ipv6') || NOT_PUBLIC_V6.check(canonical, 'ipv6');
}

/** The host of a URL as DNS knows it (IPv6 literals without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Why the host may not be delivered to (it resolves nowhere, or somewhere refused), or null. */
async function addressProblem(host: string): Promise<string | null> {
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

/** What a refusal of http or of an internal address adds: how a developer's own receiver is allowed. */
const LOCAL_RECEIVERS =
  'receivers on your own machine or network (http://127.0.0.1:…, http://192.168.…) are accepted only when the server runs with WEBHOOKS_ALLOW_PRIVATE_URLS=true, meant for development and tests';

/** Why the URL cannot be a webhook endpoint (scheme, credentials, address), or null. allowPrivate admits http and any address. */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol === 'http:' && !allowPrivate) return `must be an https URL; ${LOCAL_RECEIVERS}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.hash) return 'must not have a fragment';
  if (allowPrivate) return null;
  const problem = await addressProblem(hostOf(url));
  return problem && !problem.endsWith('does not resolve') ? `${problem}; ${LOCAL_RECEIVERS}` : problem;
}
