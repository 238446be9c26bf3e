import { readFileSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import { ConfigError } from '../../config.ts';
import { parseClientAddress } from '../../lib/client-address.ts';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** The VPN/proxy/datacenter ranges of BLOCKED_NETWORKS_FILE, answered with 451 on the trial. */
export type BlockedNetworks = { size: number; has(ip: string): boolean };

export const NO_BLOCKED_NETWORKS: BlockedNetworks = { size: 0, has: () => false };

/**
 * One CIDR (IPv4 or IPv6) or single address per line; `#` starts a comment; blank lines are ignored. A bad line
 * stops start-up with its line number, so a typo never silently unblocks a range.
 */
export function parseBlockedNetworks(text: string, source = 'BLOCKED_NETWORKS_FILE'): BlockedNetworks {
  const v4: Range[] = [];
  const v6: Range[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    let range: Range;
    try {
      if (line.includes('/')) {
        range = ipaddr.parseCIDR(line);
      } else {
        const addr = ipaddr.parse(line);
        range = [addr, addr.kind() === 'ipv4' ? 32 : 128];
      }
    } catch {
      throw new ConfigError(
        `${source}: line ${index + 1} is not an IPv4/IPv6 address or CIDR range: ${line}`,
      );
    }
    // An IPv4-mapped IPv6 range (::ffff:a.b.c.d/n, n ≥ 96) is the IPv4 range it maps.
    const [addr, bits] = range;
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      v4.push([(addr as ipaddr.IPv6).toIPv4Address(), bits - 96]);
    } else (addr.kind() === 'ipv4' ? v4 : v6).push(range);
  });
  return {
    size: v4.length + v6.length,
    has(ip: string) {
      // ::ffff:a.b.c.d (how a dual-stack socket reports IPv4 clients) is matched as a.b.c.d.
      const addr = parseClientAddress(ip);
      if (!addr) return false;
      const ranges = addr.kind() === 'ipv4' ? v4 : v6;
      return ranges.some((range) => addr.match(range));
    },
  };
}

export function loadBlockedNetworks(file: string | null): BlockedNetworks {
  if (!file) return NO_BLOCKED_NETWORKS;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`BLOCKED_NETWORKS_FILE: cannot read ${file} (${(error as Error).message})`);
  }
  return parseBlockedNetworks(text, `BLOCKED_NETWORKS_FILE (${file})`);
}
