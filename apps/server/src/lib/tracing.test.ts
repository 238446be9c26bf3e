import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../test/helpers.ts';
import { answerRequest, streamingModel } from '../../test/support/legal-answer.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createLegalAnswerer } from '../modules/legal/answer/answer.ts';

type OtlpValue = { stringValue?: string; intValue?: number | string };
type OtlpSpan = {
  name: string;
  traceId: string;
  parentSpanId?: string;
  attributes?: { key: string; value: OtlpValue }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

/** A collector double: keeps what the app's OTLP/HTTP exporter posts to /v1/traces. */
class Collector {
  readonly exports: OtlpExport[] = [];
  readonly paths: string[] = [];
  #server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      this.paths.push(req.url ?? '');
      this.exports.push(JSON.parse(body) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  get spans(): OtlpSpan[] {
    return this.exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  }

  get raw(): string {
    return JSON.stringify(this.exports);
  }
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces', () => {
  const collector = new Collector();
  let t: TestApp;

  beforeAll(async () => {
    const endpoint = await collector.listen();
    t = await createTestApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/`, OTEL_SERVICE_NAME: 'mustashar-test' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await collector.close();
  });

  it('sends a span per request, named by the route pattern, to the configured collector', async () => {
    expect((await t.app.inject({ url: '/api/plans' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/shared/secret-link-id-4f2a9c' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/nowhere?email=someone%40example.com' })).statusCode).toBe(404);
    await t.app.tracing.flush();

    expect(collector.paths).toContain('/v1/traces');
    const resource = collector.exports[0]!.resourceSpans[0]!.resource.attributes;
    expect(resource.find((a) => a.key === 'service.name')?.value.stringValue).toBe('mustashar-test');
    const requests = collector.spans.filter((s) => s.name === 'request');
    const plans = requests.find((s) => attribute(s, 'http.route') === '/api/plans');
    expect(plans && attribute(plans, 'http.response.status_code')).toBe(200);
    expect(plans && attribute(plans, 'http.request.method')).toBe('GET');
    const shared = requests.find((s) => attribute(s, 'http.route') === '/api/shared/:id');
    expect(shared && attribute(shared, 'url.path')).toBe('/api/shared/:id');
    expect(requests.some((s) => attribute(s, 'url.path') === 'unmatched')).toBe(true);
    // Paths can carry a link's secret or an address typed into a query: neither leaves the app.
    expect(collector.raw).not.toContain('secret-link-id-4f2a9c');
    expect(collector.raw).not.toContain('someone');
  });

  it('continues a trace a proxy started (W3C traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const res = await t.app.inject({
      url: '/api/health',
      headers: { traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(res.statusCode).toBe(200);
    await t.app.tracing.flush();
    const health = collector.spans.find(
      (s) => s.name === 'request' && attribute(s, 'http.route') === '/api/health',
    );
    expect(health?.traceId).toBe(traceId);
    expect(health?.parentSpanId).toBe(parent);
  });

  it("spans the legal engine's retrieval and the model's call, without the question or the answer", async () => {
    const model = streamingModel('Thirty days of paid leave.');
    const answerer = createLegalAnswerer({
      db: t.app.db,
      model,
      translateQueries: false,
      tracing: t.app.tracing,
    });
    const question = 'How long is the annual leave of a nurse called Sarah Example?';
    await answerer.answer(answerRequest(question, { locale: 'en' }), () => {});
    await t.app.tracing.flush();

    const names = collector.spans.map((s) => s.name);
    expect(names).toContain('legal.retrieve');
    expect(names).toContain('ai.streamText');
    const call = collector.spans.find((s) => s.name === 'ai.streamText');
    expect(call && attribute(call, 'ai.telemetry.functionId')).toBe('answer');
    expect(collector.raw).not.toContain('Sarah Example');
    expect(collector.raw).not.toContain('Thirty days of paid leave');
  });
});

describe('traces off', () => {
  const t = useTestApp();

  it('is the default: no collector is set and the engine still answers', async () => {
    expect(t.app.tracing.enabled).toBe(false);
    const answerer = createLegalAnswerer({ db: t.app.db, tracing: t.app.tracing });
    const result = await answerer.answer(
      answerRequest('How long is annual leave?', { locale: 'en' }),
      () => {},
    );
    expect(result.text.length).toBeGreaterThan(0);
  });

  it('refuses an endpoint that is not an http(s) URL, naming the variable', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
