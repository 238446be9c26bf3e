import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BillingErrorCode } from '@mustashar/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors.ts';
import { billingMessages as m } from './messages.ts';

/**
 * A user's webhook URL must not reach our own network (SSRF): https only, and every address its host resolves to
 * must be a public unicast address — no private, loopback, link-local (cloud metadata), CGNAT or reserved ranges.
 * The same test guards the request itself (notify.ts), on the address DNS gives at send time. The port must be
 * HTTPS's own (443, which URL leaves out): on another port a public host may run mail, a database or an admin
 * service that a request from our server should not reach.
 */

export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Global unicast (RFC 4291); ::/8 (IPv4-mapped, -compatible, -translated), fc00::/7, fe80::/10, ff00::/8 are not. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** Well-known NAT64 (RFC 6052): DNS64 gives it for IPv4-only hosts, so the IPv4 address inside decides. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.match(NAT64)) return new ipaddr.IPv4(v6.toByteArray().slice(12)).range() === 'unicast';
  // Inside 2000::/3, range() also names 6to4, Teredo, documentation, benchmarking and other embedding or reserved
  // blocks; an IPv6 that carries an IPv4 address could lead past the IPv4 test, so only plain unicast passes.
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
}

/** URL drops the scheme's default port (443 for https), so any port left is another one. */
export const usesDefaultPort = (url: URL): boolean => url.port === '';

/** The URL, normalised, if it may be called; otherwise a 400 saying why. */
export async function checkWebhookUrl(raw: string, resolve: Resolver = systemResolver): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlHttps);
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlHttps);
  }
  if (!usesDefaultPort(url)) throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlPort);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await resolve(host)).map((entry) => entry.address);
    } catch {
      throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlUnresolvable);
    }
  }
  if (addresses.length === 0)
    throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlUnresolvable);
  if (!addresses.every(isPublicAddress)) {
    throw new AppError(400, BillingErrorCode.invalidWebhookUrl, m.webhookUrlPrivate);
  }
  return url.href;
}
