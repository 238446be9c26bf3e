import ipaddr from 'ipaddr.js';

/**
 * A client address as one parsed value: an IPv4-mapped IPv6 address (how a dual-stack socket or a proxy may write an
 * IPv4 client) is the IPv4 address, and a zone id (`%eth0`, only ever on link-local addresses) is dropped. Null when
 * the text is no address.
 */
export function parseClientAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip.trim().replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare);
}

/**
 * The key every per-address count uses (the trial's daily budget, HTTP rate limits, the chat's caps): an IPv4
 * address as itself, an IPv6 address as its /64 (`2001:db8:1:2::/64`). A subscriber or hosting customer is handed
 * a whole /64 and picks addresses in it freely, so counting per /128 counts nothing. Text that is no address is
 * kept as it is, so it is still a key of its own.
 */
export function addressKey(ip: string): string {
  const address = parseClientAddress(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
