/**
 * core/work: the durable queue (transactional outbox + workers with leases). See README.md in this folder.
 */
export { enqueue, newJobId, type EnqueueOptions } from './enqueue.ts'
export { Worker, type WorkerOptions, type WorkerMetrics, type KindConfig } from './worker.ts'
export { Wakeup, afterCommit, NOTIFY_CHANNEL, type WakeupOptions } from './wakeup.ts'
export { exponentialBackoff, scheduleRetry, parseSchedule, parseDuration, defaultRetryPolicy, type RetryPolicy, type RetryDecision, type BackoffOptions } from './retry.ts'
export { deleteFinishedJobs, releaseClaims, type DeleteFinishedOptions } from './housekeeping.ts'
export { getJob, claimJobs, writeBack, type ClaimOptions, type WriteBack } from './store.ts'
export { DeadlineExceededError } from './decide.ts'
export { outcome, PermanentJobError, type Job, type JobRecord, type JobStatus, type NewJob, type Handler, type HandlerContext, type Outcome } from './types.ts'
