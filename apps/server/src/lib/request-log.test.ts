import { describe, expect, it } from 'vitest';
import { logCapture, useTestApp } from '../../test/helpers.ts';

describe('the request log', () => {
  const logs = logCapture();
  const t = useTestApp({ env: { LOG_LEVEL: 'info' }, deps: { logStream: logs.stream } });

  it('writes one line per request, at its end, with the method, path, status and time', async () => {
    logs.lines.length = 0;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/plans?lang=en`, { headers: { 'x-request-id': 'req-one-line' } });
    expect(res.status).toBe(200);
    const lines = logs.lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === 'req-one-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/plans?lang=…' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});
