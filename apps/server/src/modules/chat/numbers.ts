import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { messages } from '../../db/schema.ts';
import { countsByDay, type DayRange, sqlDay } from '../../lib/day-range.ts';

/**
 * What subscribers asked and were answered in a range, for the console. A question's answer time runs from the
 * question to its first stored answer (a regenerated version is not a wait). No text leaves this function: the
 * topics are the laws the answers cited first.
 */
export async function chatNumbers(db: Executor, range: DayRange, topLaws: number) {
  const inRange = and(gte(messages.createdAt, range.start), lt(messages.createdAt, range.end));
  const day = sqlDay(messages.createdAt);
  const [asked, [answered], firsts, laws] = await Promise.all([
    db
      .select({ day, count: count() })
      .from(messages)
      .where(and(inRange, eq(messages.sender, 'user')))
      .groupBy(day),
    db
      .select({ count: count() })
      .from(messages)
      .where(and(inRange, eq(messages.sender, 'bot'))),
    db.execute(sql`
      with firsts as (
        select distinct on (a.parent_id)
          a.citations, a.stopped,
          extract(epoch from (a.created_at - q.created_at)) * 1000 as wait_ms
        from ${messages} a
        join ${messages} q on q.id = a.parent_id and q.sender = 'user'
        where a.sender = 'bot' and a.created_at >= ${range.start} and a.created_at < ${range.end}
        order by a.parent_id, a.created_at, a.id
      )
      select
        count(*) as answers,
        percentile_cont(0.5) within group (order by wait_ms) as p50,
        percentile_cont(0.95) within group (order by wait_ms) as p95,
        count(*) filter (where jsonb_array_length(citations) = 0 and not stopped) as without_sources
      from firsts`),
    db.execute(sql`
      select citations->0->>'law' as law, count(*) as answers
      from ${messages}
      where sender = 'bot' and created_at >= ${range.start} and created_at < ${range.end}
        and jsonb_array_length(citations) > 0 and coalesce(citations->0->>'kind', 'article') = 'article'
      group by 1
      order by 2 desc, 1
      limit ${topLaws}`),
  ]);
  const questionsByDay = countsByDay(asked);
  const [first] = rowsOf<{
    answers: string | number;
    p50: number | null;
    p95: number | null;
    without_sources: string | number;
  }>(firsts);
  return {
    questions: [...questionsByDay.values()].reduce((a, b) => a + b, 0),
    questionsByDay,
    answers: Number(answered?.count ?? 0),
    answerTimeMs:
      first?.p50 == null || first.p95 == null
        ? null
        : { p50: Math.round(Number(first.p50)), p95: Math.round(Number(first.p95)) },
    withoutSources: Number(first?.without_sources ?? 0),
    topLaws: rowsOf<{ law: string; answers: string | number }>(laws).map((row) => ({
      law: row.law,
      answers: Number(row.answers),
    })),
  };
}
