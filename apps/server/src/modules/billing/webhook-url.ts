import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BillingErrorCode } from '@mustashar/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors.ts';
import { billingMessages as m } from './messages.ts';

/**
 * A user's webhook URL must not reach our own network (SSRF): https only, and every address its host resolves to
 * must be a public unicast address — no private, loopback, link-local (cloud metadata), CGNAT or reserved ranges.
 */

export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

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
