/**
 * PostgreSQL advisory-lock keys of the background jobs that must run on one replica at a time
 * (`Database.exclusively`). One list, so two jobs never share a key by accident; 727_0001 is the
 * migrations' lock (postgres.ts).
 */
export const JOB_LOCK_KEYS = {
  paymentTimeoutSweep: 727_0002,
  /** Not a job: held inside the transaction of an `npm run mf` change, so two operators' changes queue. */
  remoteVersionChange: 727_0003,
  /**
   * Not a job: held inside every console edit of the category tree, so two edits at once (A moved under B while B
   * moves under A) are taken in turn and each checks the tree the other left: never three levels or a cycle.
   */
  categoryTreeChange: 727_0004,
  /** The canary judge (remote-releases/health.ts): one replica at a time compares canaries with their live versions. */
  canaryJudge: 727_0005,
  /** The scheduled backup (ops/backup/schedule.ts): one replica takes it, the others see its row in backup_runs. */
  backup: 727_0006,
  /** Pruning and the analytics roll-up (modules/retention): one replica at a time, never two deleting the same rows. */
  retention: 727_0007,
} as const;
