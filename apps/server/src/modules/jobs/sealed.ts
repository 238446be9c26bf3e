import { open, seal } from '../../lib/secret-box.ts';

/**
 * A secret a job must send (an email code) is sealed in its payload under a key derived from the session secret:
 * a database dump or backup never holds it in clear, and a done job's payload is emptied anyway.
 */
const purpose = (sessionSecret: string) => `job-payload:${sessionSecret}`;

export function sealForJob(sessionSecret: string, plaintext: string): string {
  return seal(purpose(sessionSecret), plaintext);
}

export function openFromJob(sessionSecret: string, sealed: string): string {
  return open(purpose(sessionSecret), sealed);
}
