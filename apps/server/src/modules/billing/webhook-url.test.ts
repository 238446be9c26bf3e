import { BillingErrorCode } from '@mustashar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { httpsTransport } from './notify.ts';
import { checkWebhookUrl, isPublicAddress, type Resolver } from './webhook-url.ts';

/** A resolver that would call every name public: a refusal below comes from the address itself, not from DNS. */
const publicDns = () => vi.fn<Resolver>(async () => [{ address: '93.184.216.34', family: 4 }]);

describe('IPv6 forms that carry or stand for a non-public address', () => {
  it.each([
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible, as a URL writes it', '::7f00:1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['IPv4-compatible, even a public IPv4', '::8.8.8.8'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:7f00:1'],
    ['IPv4-mapped, even a public IPv4', '::ffff:8.8.8.8'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:7f00:1'],
    ['NAT64 with a private IPv4', '64:ff9b::10.0.0.1'],
    ['NAT64 with loopback', '64:ff9b::7f00:1'],
    ['NAT64 with the metadata address', '64:ff9b::169.254.169.254'],
    ['local-use NAT64 (RFC 8215)', '64:ff9b:1::808:808'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4, even of a public IPv4', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['unique-local', 'fd12:3456::1'],
    ['unique-local fc00::/8', 'fc00::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['site-local (deprecated)', 'fec0::1'],
    ['loopback', '::1'],
    ['unspecified', '::'],
    ['multicast', 'ff02::1'],
    ['global multicast', 'ff0e::1'],
    ['documentation', '2001:db8::1'],
    ['documentation (RFC 9637)', '3fff::1'],
    ['benchmarking', '2001:2::1'],
    ['ORCHIDv2', '2001:20::1'],
    ['discard-only', '100::1'],
    ['segment routing', '5f00::1'],
  ])('%s (%s) is refused', async (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
    if (address.includes('%')) return;
    const resolve = publicDns();
    await expect(checkWebhookUrl(`https://[${address}]/hook`, resolve)).rejects.toMatchObject({
      status: 400,
      code: BillingErrorCode.invalidWebhookUrl,
    });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('accepts public IPv6 and NAT64 of a public IPv4 (a DNS64 network gives those for IPv4-only hosts)', async () => {
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '64:ff9b::8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(await checkWebhookUrl('https://[2606:4700:4700::1111]/hook')).toBe(
      'https://[2606:4700:4700::1111]/hook',
    );
  });

  it('refuses a name that resolves to one of them', async () => {
    for (const address of ['::7f00:1', '::ffff:a00:1', '64:ff9b::a9fe:a9fe', 'fd00::1']) {
      const resolve: Resolver = async () => [
        { address: '93.184.216.34', family: 4 },
        { address, family: 6 },
      ];
      await expect(checkWebhookUrl('https://hooks.example.com/x', resolve), address).rejects.toThrow(
        /public/,
      );
    }
  });
});

describe('IPv4 written in decimal, octal or hex', () => {
  // The URL parser rewrites them all to dotted decimal (https://2130706433/ is https://127.0.0.1/), so they are
  // judged as the address they are; the address test itself takes dotted decimal only.
  it.each([
    ['https://2130706433/', '127.0.0.1'],
    ['https://0x7f.1/', '127.0.0.1'],
    ['https://0x7f000001/', '127.0.0.1'],
    ['https://0177.0.0.1/', '127.0.0.1'],
    ['https://127.1/', '127.0.0.1'],
    ['https://127.0.0.1./', '127.0.0.1'],
    ['https://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
    ['https://3232235777/', '192.168.1.1'],
    ['https://012.0.0.1/', '10.0.0.1'],
  ])('%s is %s and refused', async (raw, normalised) => {
    expect(new URL(raw).hostname).toBe(normalised);
    const resolve = publicDns();
    await expect(checkWebhookUrl(raw, resolve)).rejects.toThrow(/public/);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('refuses http in any spelling, and non-dotted addresses in the address test', async () => {
    await expect(checkWebhookUrl('http://2130706433/', publicDns())).rejects.toThrow(/https/);
    await expect(checkWebhookUrl('http://0x7f.1/', publicDns())).rejects.toThrow(/https/);
    for (const address of ['2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', '134744072']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('the sender', () => {
  it('refuses an IPv6 literal that embeds IPv4, before any connection', async () => {
    const send = httpsTransport(2000);
    for (const url of [
      'https://[::7f00:1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://2130706433/hook',
    ]) {
      await expect(send(url, '{}', {}), url).rejects.toThrow('refused webhook target');
    }
  });
});
