import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  type Attributes,
  INVALID_SPAN_CONTEXT,
  propagation,
  type Span,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { TelemetrySettings } from 'ai';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * OpenTelemetry traces, on only when a collector is configured (ADR 098). Like the metrics, spans carry no user data:
 * a request's path is the route pattern it matched (a raw path can hold a share token or an e-mail in its query),
 * and exceptions are not recorded (their messages can quote what a user typed).
 */
export class Tracing {
  readonly #provider: NodeTracerProvider | null;
  readonly tracer: Tracer;

  constructor(settings: Config['tracing']) {
    if (!settings) {
      this.#provider = null;
      // Nothing registers a global provider, so this tracer makes spans that go nowhere and cost next to nothing.
      this.tracer = trace.getTracer('mustashar');
      return;
    }
    // One provider per app, never the process-wide one: tests build many apps, and two instances share a process.
    this.#provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
      spanProcessors: [
        new BatchSpanProcessor(
          new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces` }),
        ),
      ],
    });
    this.tracer = this.#provider.getTracer('mustashar');
  }

  get enabled(): boolean {
    return this.#provider !== null;
  }

  /** Runs `work` inside a span named `name`; the span ends with it and says whether it threw (not what). */
  async span<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
    if (!this.#provider) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
    return this.tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await work(span);
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    });
  }

  /** The AI SDK's own spans for one model call, without the prompt or the reply: both are the user's words. */
  modelCall(functionId: string): TelemetrySettings {
    if (!this.#provider) return { isEnabled: false };
    return { isEnabled: true, tracer: this.tracer, functionId, recordInputs: false, recordOutputs: false };
  }

  /** Sends the spans still buffered (tests, and before the process exits). */
  async flush(): Promise<void> {
    await this.#provider?.forceFlush();
  }

  async shutdown(): Promise<void> {
    await this.#provider?.shutdown();
  }
}

/**
 * A span per HTTP request (and per WebSocket upgrade), named by Fastify's route pattern; must be registered before
 * the routes. Lifecycle hooks get no spans of their own: a dozen spans per request would cost more than they tell.
 */
export async function traceRequests(app: FastifyInstance, tracing: Tracing): Promise<void> {
  if (!tracing.enabled) return;
  // A `traceparent` from a proxy that started the trace links our spans to it. The propagator is process-wide, but
  // it only reads and writes headers: it is the same for every app.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    recordExceptions: false,
    requestHook: (span, request) => {
      span.setAttribute(ATTR_URL_PATH, request.routeOptions.url ?? 'unmatched');
    },
  });
  instrumentation.setTracerProvider({ getTracer: () => tracing.tracer });
  await app.register(instrumentation.plugin());
  // After the routes' own close hooks have run, so their last spans are sent.
  app.addHook('onClose', () => tracing.shutdown());
}
