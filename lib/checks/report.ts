/** Reports a build-time problem according to its configured severity (`ignore | log | warn | throw`). */
import type { CheckSeverity } from '../../config/site';

/** A problem found by a check whose severity is `throw`. */
export class CheckFailure extends Error {
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(`[${check}] ${message}`);
    this.name = 'CheckFailure';
  }
}

/** Logs, warns, throws or ignores one problem. */
export function reportProblem(severity: CheckSeverity, check: string, message: string): void {
  if (severity === 'ignore') return;
  if (severity === 'throw') throw new CheckFailure(check, message);
  const line = `[${check}] ${message}`;
  if (severity === 'warn') console.warn(`warn  ${line}`);
  else console.log(`info  ${line}`);
}
