import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';

describe('OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Mustashar API');
      expect(doc.paths['/api/plans'].get.responses['200']).toBeDefined();
      expect(doc.paths['/api/contact'].post.requestBody).toBeDefined();
      expect(doc.paths['/dev/outbox']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
