import { sql, type Kysely, type Schema } from '@paperlight/db';
import * as v from 'valibot';

const DAY = 86_400_000;
export const ACTIVITY_RANGES = ['30', '90', '365'] as const;

/** Query of `GET /administration/overview/activity`: how many days back, today included. */
export const ActivityQuerySchema = v.object({
  days: v.optional(v.pipe(v.picklist(ACTIVITY_RANGES, `days must be one of ${ACTIVITY_RANGES.join(', ')}`), v.transform(Number)), '30'),
});

export interface ActivityDay {
  /** The UTC day, `YYYY-MM-DD`. */
  date: string;
  signUps: number;
  /** Users on a running trial at the end of the day (now, for today). */
  activeTrials: number;
  contactRequests: number;
}

/**
 * Sign-ups, running trials and contact requests per UTC day for the overview's charts. Counting
 * per day happens in the database for sign-ups and requests; running trials are spans (sign-up to
 * the current trial end), summed here with one pass over the users whose trial reaches the range.
 */
export async function activity(db: Kysely<Schema>, days: number, now: Date): Promise<ActivityDay[]> {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const first = today - (days - 1) * DAY;
  const fromIso = new Date(first).toISOString();
  const dayOf = sql<string>`substr(created_at, 1, 10)`;
  const [signUps, contacts, trials] = await Promise.all([
    db
      .selectFrom('users')
      .select([dayOf.as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', fromIso)
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('contact_requests')
      .select([dayOf.as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', fromIso)
      .groupBy(dayOf)
      .execute(),
    db.selectFrom('users').select(['created_at', 'trial_end_date']).where('trial_end_date', '>', fromIso).execute(),
  ]);
  const countByDay = (rows: { day: string; n: unknown }[]) => new Map(rows.map((row) => [row.day, Number(row.n)]));
  const signUpsByDay = countByDay(signUps);
  const contactsByDay = countByDay(contacts);

  // The moment each day is measured at: its end, or now for today.
  const moments = Array.from({ length: days }, (_, index) => Math.min(first + (index + 1) * DAY - 1, now.getTime()));
  const firstIndexAtOrAfter = (time: number) => {
    const index = moments.findIndex((moment) => moment >= time);
    return index === -1 ? days : index;
  };
  // +1 where a trial starts counting, -1 where it stops; a running sum gives each day's total.
  const delta = new Array<number>(days + 1).fill(0);
  for (const user of trials) {
    const start = firstIndexAtOrAfter(Date.parse(user.created_at));
    const end = firstIndexAtOrAfter(Date.parse(user.trial_end_date as string));
    if (start >= end) continue;
    delta[start]! += 1;
    delta[end]! -= 1;
  }
  let running = 0;
  return moments.map((_, index) => {
    running += delta[index]!;
    const date = new Date(first + index * DAY).toISOString().slice(0, 10);
    return { date, signUps: signUpsByDay.get(date) ?? 0, activeTrials: running, contactRequests: contactsByDay.get(date) ?? 0 };
  });
}
