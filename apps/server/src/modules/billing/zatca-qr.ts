import QRCode from 'qrcode';

/**
 * ZATCA phase-1 (simplified tax invoice) QR payload: five TLV fields — tag and length one byte each, the value in
 * UTF-8 — concatenated and base64-encoded. Tags: 1 seller name, 2 VAT registration number, 3 time stamp (ISO 8601),
 * 4 invoice total with VAT, 5 VAT total.
 */
export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  timestamp: Date;
  totalCents: number;
  vatCents: number;
};

const amount = (cents: number) => (cents / 100).toFixed(2);

function tlv(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 255) throw new Error(`ZATCA field ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

export function zatcaPayload(fields: ZatcaFields): string {
  return Buffer.concat([
    tlv(1, fields.sellerName),
    tlv(2, fields.vatNumber),
    // Seconds precision in UTC, e.g. 2025-06-01T09:00:00Z.
    tlv(3, `${fields.timestamp.toISOString().slice(0, 19)}Z`),
    tlv(4, amount(fields.totalCents)),
    tlv(5, amount(fields.vatCents)),
  ]).toString('base64');
}

/** The fields back out of a payload, by tag (what a ZATCA reader app does). */
export function decodeZatcaPayload(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  let offset = 0;
  while (offset + 2 <= bytes.length) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1]!;
    fields[tag] = bytes.subarray(offset + 2, offset + 2 + length).toString('utf8');
    offset += 2 + length;
  }
  return fields;
}

/** The QR code as a PNG data URL, for the invoice PDF. */
export function zatcaQrDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
}
