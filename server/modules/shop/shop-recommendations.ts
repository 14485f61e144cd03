/**
 * "Recommended for you": goods that fix the enterprise's open problems. A problem found in an inspection is open
 * until a re-check appointment following up that inspection is completed, and counts for a year. Problems are free
 * text written on site, so a problem names a remedy by the words of contract/shop/rules.ts; a goods item lists
 * the remedies it provides.
 */
import { and, asc, desc, eq, gte, notExists, sql } from 'drizzle-orm';
import { selectGoodsSummaries, toGoodsSummary } from './shop-service';
import { dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import {
  RECOMMENDATION_MAX,
  RECOMMENDATION_WINDOW_DAYS,
  REMEDIES,
  REMEDY_WORDS,
  type Remedy,
} from '../../../contract/shop/rules';
import type { Recommendation } from '../../../contract/shop/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { departments } from '../../db/schema/officers';
import { registrationProblems, registrations } from '../../db/schema/registrations';
import { goods } from '../../db/schema/shop';
import { inLocale } from '../../http/i18n';

export function remediesOf(text: string): Remedy[] {
  const lower = text.toLowerCase();
  return REMEDIES.filter((remedy) => REMEDY_WORDS[remedy].some((word) => lower.includes(word.toLowerCase())));
}

export async function recommendGoods(
  db: Database,
  config: AppConfig,
  enterpriseId: string | null,
  now: Date,
  locale: Locale,
): Promise<Recommendation[]> {
  if (!enterpriseId) return [];
  const since = new Date(now.getTime() - RECOMMENDATION_WINDOW_DAYS * 86_400_000);
  const problems = await db
    .select({
      registrationId: registrations.id,
      registrationNumber: registrations.registrationNumber,
      startedAt: registrations.startedAt,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      description: registrationProblems.description,
      rectification: registrationProblems.rectification,
    })
    .from(registrationProblems)
    .innerJoin(registrations, eq(registrations.id, registrationProblems.registrationId))
    .innerJoin(departments, eq(departments.code, registrations.departmentCode))
    .where(
      and(
        eq(registrations.enterpriseId, enterpriseId),
        gte(registrations.startedAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(appointments)
            .where(
              and(
                eq(appointments.followsRegistrationId, registrations.id),
                eq(appointments.state, 'completed'),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(registrations.startedAt), asc(registrationProblems.position))
    .limit(100);

  const wanted = problems
    .map((problem) => ({ problem, remedies: remediesOf(`${problem.description} ${problem.rectification}`) }))
    .filter((p) => p.remedies.length > 0);
  const remedies = [...new Set(wanted.flatMap((p) => p.remedies))];
  if (remedies.length === 0) return [];

  const candidates = await selectGoodsSummaries(db)
    .where(
      and(
        eq(goods.withdrawn, false),
        sql`${goods.remedies} && ${sql.raw(`array[${remedies.map((r) => `'${r}'`).join(',')}]::text[]`)}`,
      ),
    )
    .orderBy(asc(goods.sort), asc(goods.id));

  const out: Recommendation[] = [];
  const taken = new Set<string>();
  // The newest problem first; each goods item once, for the first problem it fixes.
  for (const { problem, remedies: needed } of wanted) {
    for (const candidate of candidates) {
      if (out.length >= RECOMMENDATION_MAX) return out;
      if (taken.has(candidate.id) || Number(candidate.stock ?? 0) === 0) continue;
      if (!candidate.remedies.some((r) => needed.includes(r))) continue;
      taken.add(candidate.id);
      out.push({
        goods: toGoodsSummary(candidate, config, locale),
        reason: {
          registrationId: problem.registrationId,
          registrationNumber: problem.registrationNumber,
          foundOn: dateText(problem.startedAt),
          departmentName: inLocale(locale, problem.departmentZh, problem.departmentEn),
          problem: problem.description,
        },
      });
      break;
    }
  }
  return out;
}
