import PgBoss from 'pg-boss';
import { intFromEnv } from '../env/int-from-env';
import { isDatabaseUnreachable } from '../http/database-health';
import { ARGENTINA_TIME_ZONE } from '../time/argentina';

// The one job queue of the CMS (issue 42): every deferred, retried or scheduled piece of work is a job on pg-boss,
// which keeps its jobs in PostgreSQL beside the rest (a schema of its own, `<schema>_jobs`, made and migrated by
// pg-boss itself). Every instance works every queue; the queue decides who runs what:
//   - a retried job is retried by the queue, with its backoff (`retry`), on whichever instance is free;
//   - a job an instance was running when it stopped or died is failed after `expireInSeconds` and retried elsewhere;
//   - `stately` queues hold at most one job waiting and one running (per singleton key): a drain or a recurring
//     job runs once at a time across instances, and asking again while one waits changes nothing;
//   - a recurring job (`everyMs`) sends its next run when it ends, and every start sends one (the policy keeps it
//     to one), so the chain survives any instance; `cron` jobs are pg-boss's schedules (minute granularity).
// A new feature adds a JobSpec (src/index.ts lists them), never a timer. Why pg-boss (and not graphile-worker):
// README "Jobs".

export type JobContext = { retryCount: number; retryLimit: number };

export type JobSpec<T extends object = object> = {
  name: string;
  policy: 'standard' | 'stately';
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  expireInSeconds: number;
  // A method, so a spec of any data is one of the list the queue starts with (the queue passes what was sent).
  run(data: T, context: JobContext): Promise<void>;
  everyMs?: () => number;
  cron?: string;
  // How many of its jobs one instance runs at once (1 unless said).
  concurrency?: number;
};

type Log = { info: (text: string) => void; warn: (text: string) => void; error: (text: string) => void };
export type QueueSettings = { connectionString: string; schema: string; ssl: unknown; log: Log };
export type QueueState = 'stopped' | 'starting' | 'running' | 'stopping';

// pg-boss's schema for a CMS schema: one queue per CMS (the tests run many in one database).
export function jobSchemaOf(schema: string): string {
  return `${schema}_jobs`.slice(0, 63);
}

// A recurring job's next run waits under a key of its own, so a `stately` queue still takes one sent now (a drain
// asked for by new lines) beside it.
const NEXT_RUN = 'next-run';

// How often each worker looks for jobs (pg-boss's floor is 0.5 s); the listener also wakes its own at once.
const POLLING_INTERVAL_SECONDS = 0.5;

// Strapi tells the process's node-postgres to hand JSONB over as text (its own columns' parsing), and pg-boss
// reads jobs through that same driver: a job's data may arrive as its JSON.
function dataOf(raw: unknown): object {
  if (typeof raw === 'string') {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? parsed : {};
  }
  return raw && typeof raw === 'object' ? raw : {};
}

// pg-boss 10 marks a job complete or failed without awaiting the write (its work loop in manager.js): when the
// database drops at that moment, the rejection reaches nobody and Node ends the whole CMS, every request with it
// (found by the database-outage test under load). This listener lets exactly that pass, logged: a rejection that
// says the database is unreachable and comes from pg-boss's own code. The job stays active, expires and is retried
// (its expireInSeconds). Any other unhandled rejection still ends the process, as Node's default does.
export function unawaitedJobWrites(log: Log): (reason: unknown) => void {
  return (reason) => {
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    if (isDatabaseUnreachable(reason) && /[\\/]pg-boss[\\/]/.test(stack)) {
      log.warn(`[jobs] a job's result was not saved, the database is unreachable: it is retried once it expires`);
      return;
    }
    throw reason;
  };
}

export function createJobQueue() {
  let boss: PgBoss | null = null;
  let state: QueueState = 'stopped';
  const workers = new Map<string, string>();
  let stopListening = () => {};

  async function sendNext(spec: JobSpec): Promise<void> {
    const every = spec.everyMs?.();
    if (!boss || !every || every <= 0 || state !== 'running') return;
    await boss.sendAfter(spec.name, {}, { singletonKey: NEXT_RUN }, new Date(Date.now() + every));
  }

  return {
    state: () => state,

    async start(settings: QueueSettings, all: readonly JobSpec[]): Promise<void> {
      if (boss) return;
      state = 'starting';
      const started = new PgBoss({
        connectionString: settings.connectionString,
        ssl: settings.ssl,
        schema: jobSchemaOf(settings.schema),
        application_name: `cs16-cms-jobs ${process.pid}`,
        max: 3,
        // Jobs of a stopped or killed instance are expired and retried; checked this often.
        maintenanceIntervalSeconds: intFromEnv('JOB_MAINTENANCE_INTERVAL_SECONDS', 60, 1),
        archiveCompletedAfterSeconds: 60 * 60,
        deleteAfterDays: 2,
      });
      // While the database is away every worker's poll fails: said once every ten seconds, with how many.
      let failures = 0;
      let saidAt = 0;
      started.on('error', (error) => {
        failures += 1;
        if (Date.now() - saidAt < 10000) return;
        saidAt = Date.now();
        settings.log.error(`[jobs] ${error instanceof Error ? error.message : error} (${failures} errors)`);
        failures = 0;
      });
      const listener = unawaitedJobWrites(settings.log);
      process.on('unhandledRejection', listener);
      stopListening = () => process.off('unhandledRejection', listener);
      await started.start();
      // Every queue exists before anything may send to it: a job sent to a queue not yet made is refused by
      // PostgreSQL ("no partition of relation job"), and the poller, the log listener or a request may send one
      // while the workers below are still starting.
      for (const spec of all) {
        await started.createQueue(spec.name, {
          name: spec.name,
          policy: spec.policy,
          retryLimit: spec.retry.limit,
          retryDelay: spec.retry.delaySeconds,
          retryBackoff: spec.retry.backoff,
          expireInSeconds: spec.expireInSeconds,
        });
      }
      boss = started;
      state = 'running';
      for (const spec of all) {
        // Up to `concurrency` jobs at once, each its own: a failed one is failed alone (the queue retries it), the
        // others complete.
        const id = await started.work<object>(
          spec.name,
          { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: spec.concurrency ?? 1, includeMetadata: true },
          async (jobs) => {
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  await spec.run(dataOf(job.data), { retryCount: job.retryCount, retryLimit: job.retryLimit });
                } catch (error) {
                  await started.fail(spec.name, job.id, {
                    message: error instanceof Error ? error.message : String(error),
                  });
                } finally {
                  await sendNext(spec).catch((error: unknown) =>
                    settings.log.warn(`[jobs] could not plan the next ${spec.name}: ${String(error)}`),
                  );
                }
              }),
            );
          },
        );
        workers.set(spec.name, id);
        if (spec.cron) await started.schedule(spec.name, spec.cron, {}, { tz: ARGENTINA_TIME_ZONE });
        if (spec.everyMs && spec.everyMs() > 0) await started.send(spec.name, {}, { singletonKey: NEXT_RUN });
      }
    },

    // A job to run now (or at `startAfter`); null when the queue's policy already holds one like it.
    async send<T extends object>(
      name: string,
      data: T,
      options: { startAfter?: Date; singletonKey?: string } = {},
    ): Promise<string | null> {
      if (!boss) throw new Error(`the job queue is not running: cannot send ${name}`);
      const id = await boss.send(name, data, options);
      // This instance's worker looks at once rather than at its next poll.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    // Jobs that are running finish (or are left to expire and be retried elsewhere after `timeoutMs`).
    async stop(timeoutMs = 10000): Promise<void> {
      const running = boss;
      if (!running) return;
      state = 'stopping';
      boss = null;
      workers.clear();
      await running.stop({ graceful: true, wait: true, timeout: timeoutMs });
      stopListening();
      state = 'stopped';
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

// One queue per process, as Strapi is.
export const jobQueue = createJobQueue();
