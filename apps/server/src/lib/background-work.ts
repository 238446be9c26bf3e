import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: the answer goes out first, so neither its content nor its timing
 * can depend on what the work finds (whether an address has an account, how long the mail server takes).
 * Nothing is lost on shutdown: the app waits for pending work before it closes the database.
 */
export class BackgroundWork {
  readonly #pending = new Set<Promise<void>>();

  constructor(readonly log: FastifyBaseLogger) {}

  /** Starts `task` now; a failure is logged (without its message's data, by the err serializer), never thrown. */
  run(what: string, task: () => Promise<unknown>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => {},
        (err: unknown) => this.log.error({ err, what }, 'background task failed'),
      )
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Tasks started and not finished yet (the `background_work_pending` gauge reads it). */
  get pending(): number {
    return this.#pending.size;
  }

  /** Resolves once nothing is pending, work started by pending work included. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
