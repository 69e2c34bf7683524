import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { dayEnd } from './policy.ts';

/**
 * One client's request counter: one Durable Object per client (named by a keyed hash of its IP
 * address, never the address), one row per UTC day. A Durable Object runs one call at a time and
 * its SQL calls are synchronous, so the increment-and-read is atomic: the count is exact under
 * any concurrency, from any isolate or location. It only counts; the limit is the caller's.
 */
export class RateLimitCounter extends DurableObject<Env> {
  /** Created on demand, because the alarm's deleteAll() drops the table with the rest of the storage. */
  #ensureTable() {
    this.ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS daily_count (day TEXT PRIMARY KEY, count INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    );
  }

  /** Counts one request on `day` (`YYYY-MM-DD`, UTC) and answers that day's count, this request included. */
  async count(day: string): Promise<number> {
    this.#ensureTable();
    const sql = this.ctx.storage.sql;
    const { count } = sql
      .exec<{ count: number }>(
        `INSERT INTO daily_count (day, count, expires_at) VALUES (?, 1, ?)
         ON CONFLICT (day) DO UPDATE SET count = count + 1 RETURNING count`,
        day,
        dayEnd(day),
      )
      .one();
    if (count === 1) await this.#scheduleCleanup();
    return count;
  }

  /**
   * That day's count so far, without counting: what a CORS preflight reports. Writes nothing, not
   * even the table, so that a client that only ever sends preflights leaves no storage behind.
   */
  async peek(day: string): Promise<number> {
    const sql = this.ctx.storage.sql;
    const hasTable = sql
      .exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'daily_count'")
      .toArray().length;
    if (!hasTable) return 0;
    const row = sql.exec<{ count: number }>('SELECT count FROM daily_count WHERE day = ?', day).toArray()[0];
    return row?.count ?? 0;
  }

  /** Deletes the counters of days that are over; once none is left, the object's storage is freed. */
  override async alarm(): Promise<void> {
    this.#ensureTable();
    this.ctx.storage.sql.exec('DELETE FROM daily_count WHERE expires_at <= ?', Date.now());
    await this.#scheduleCleanup();
  }

  /** Sets the alarm to the end of the earliest day still counted, or frees the storage if there is none. */
  async #scheduleCleanup(): Promise<void> {
    const { next } = this.ctx.storage.sql
      .exec<{ next: number | null }>('SELECT MIN(expires_at) AS next FROM daily_count')
      .one();
    if (next === null) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(next);
  }
}
