import { unawaitedJobWrites } from '../job-queue';

// pg-boss 10 does not await the write that marks a job done: a database outage at that moment rejects a promise
// nobody holds, and Node would end the CMS. Only that rejection is let pass (logged); any other still ends it.

function rejection(message: string, code: string | undefined, stackFrom: string): Error {
  const error = new Error(message) as Error & { code?: string };
  if (code) error.code = code;
  error.stack = `Error: ${message}\n    at async Db.executeSql (${stackFrom}/db.js:42:14)\n    at async Manager.complete (${stackFrom}/manager.js:485:20)`;
  return error;
}

describe("the job queue's guard for pg-boss's unawaited writes", () => {
  const warnings: string[] = [];
  const listener = unawaitedJobWrites({
    info: () => undefined,
    warn: (text) => warnings.push(text),
    error: () => undefined,
  });

  it("lets pass, logged, a database outage met by pg-boss's own write", () => {
    expect(() =>
      listener(rejection('Connection terminated unexpectedly', undefined, '/app/node_modules/pg-boss/src')),
    ).not.toThrow();
    expect(() =>
      listener(rejection('read ECONNRESET', 'ECONNRESET', 'C:\\app\\node_modules\\pg-boss\\src')),
    ).not.toThrow();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/retried/);
  });

  it('rethrows every other unhandled rejection, so the process ends as Node ends it', () => {
    const outageElsewhere = rejection('Connection terminated unexpectedly', undefined, '/app/src/game-servers');
    expect(() => listener(outageElsewhere)).toThrow(outageElsewhere);
    const bug = rejection('Cannot read properties of undefined', undefined, '/app/node_modules/pg-boss/src');
    expect(() => listener(bug)).toThrow(bug);
    expect(() => listener('a string')).toThrow();
  });
});
