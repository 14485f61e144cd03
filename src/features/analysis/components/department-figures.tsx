import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styles from './analysis.module.css';
import { BarChart } from './bar-chart';
import { CountCard, FigureCard, RatioCard, usePercent } from './figure-card';
import { formatMonth, monthSpan } from './format';
import { InspectionCards } from './inspection-cards';
import { OfficerFigures } from './officer-figures';
import { RegistrationMethodCards } from './registration-method-cards';
import type { DepartmentAnalysis } from '../../../../contract/analysis/schemas';
import type { LodgedFacet } from '../../../../contract/complaints/schemas';
import type { EvaluationLevel, RegistrationListFilter } from '../../../../contract/registrations/schemas';
import { paths } from '../../../lib/paths';
import { analysisMessages as m } from '../messages';
import { share } from '../period';

const levelTexts: Record<EvaluationLevel, MessageDescriptor> = {
  very_satisfied: m.levelVerySatisfied,
  satisfied: m.levelSatisfied,
  basically_satisfied: m.levelBasicallySatisfied,
  dissatisfied: m.levelDissatisfied,
  very_dissatisfied: m.levelVeryDissatisfied,
};

type InspectionFacet = Omit<RegistrationListFilter, 'from' | 'to'>;

/** Where each figure's list is, when the screen shows the officer's own department (the lists show only that). */
export interface FigureLinks {
  /** The period's registrations, narrowed to the figure's. */
  registrations?: (facet?: InspectionFacet) => string;
  /** The enterprises at the cap: the warning list's cap warnings, which are this year's. */
  capWarnings?: string;
  /** The complaints lodged in the period, narrowed to the figure's. */
  complaints?: (facet?: LodgedFacet) => string;
  /** The overdue figure counts overdue reports; its list is what is overdue now. */
  overdueComplaints?: string;
  plans?: string;
  /** The appointments booked in the period (the figure's answered and expired ones among them). */
  appointments?: string;
}

type ListScreen =
  'registrationList' | 'earlyWarning' | 'enforceNotice' | 'enforcementPlanBase' | 'appointmentList';

/**
 * The lists behind a department's figures. An officer's lists hold their own department only; the supervision
 * office's hold every department's, so theirs are narrowed to the department shown (`departmentCode`), and the
 * lists kept per department (cap warnings, plans) are not offered to them.
 */
export function departmentLinks(
  available: (name: ListScreen) => boolean,
  period: { from: string; to: string },
  /** Set for the supervision office: the department the figures are of. */
  departmentCode?: string,
): FigureLinks {
  const department = departmentCode ? { departmentCode } : {};
  const own = !departmentCode;
  const complaintDesk = available('enforceNotice');
  return {
    registrations: available('registrationList')
      ? (facet) => paths.registrationList.href({ ...period, ...facet, ...department })
      : undefined,
    capWarnings:
      own && available('earlyWarning') ? paths.earlyWarning.href({ kind: 'annual_cap' }) : undefined,
    complaints: complaintDesk
      ? (facet) => paths.enforceNotice.href({ view: 'lodged', ...period, facet, ...department })
      : undefined,
    overdueComplaints: complaintDesk
      ? paths.enforceNotice.href({ view: 'overdue', ...department })
      : undefined,
    plans: own && available('enforcementPlanBase') ? paths.enforcementPlanBase.href() : undefined,
    appointments: available('appointmentList')
      ? paths.appointmentList.href({ ...period, ...department })
      : undefined,
  };
}

function Section({ title, children }: { title: MessageDescriptor; children: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...title} />
      </h2>
      {children}
    </section>
  );
}

/** Every figure of a department's period, next to the period before. */
export function DepartmentFigures({ data, links }: { data: DepartmentAnalysis; links: FigureLinks }) {
  const intl = useIntl();
  const percent = usePercent();
  const { inspections: i, complaints: c, evaluations, caps } = data;
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const n = (value: number) => intl.formatNumber(value);
  return (
    <>
      <Section title={m.sectionInspections}>
        <InspectionCards inspections={i} listHref={links.registrations}>
          <CountCard label={t(m.rectified)} figure={data.rectified} />
        </InspectionCards>
        <BarChart
          caption={t(m.byMonthChart)}
          categoryHeader={t(m.month)}
          totalHeader={t(m.total)}
          series={[
            { key: 'routine', label: t(m.routine) },
            { key: 'triggered', label: t(m.triggered) },
            { key: 'caseSpecific', label: t(m.caseSpecific) },
          ]}
          rows={data.byMonth.map((month) => ({
            key: month.month,
            axisLabel: formatMonth(intl, month.month, 'short'),
            label: formatMonth(intl, month.month, 'long'),
            values: [month.routine, month.triggered, month.caseSpecific],
          }))}
        />
      </Section>
      <Section title={m.sectionScans}>
        <ul className={styles.cards}>
          <RegistrationMethodCards inspections={i} listHref={links.registrations} />
        </ul>
      </Section>
      {data.officers && <OfficerFigures officers={data.officers} />}
      <Section title={m.sectionWarnings}>
        <ul className={styles.cards}>
          <CountCard
            label={t(m.frequencyWarned)}
            figure={i.frequencyWarned}
            href={links.registrations?.({ flag: 'frequencyWarned' })}
          />
          <FigureCard
            label={t(m.atCap)}
            value={n(caps.enterprisesAtCap)}
            detail={intl.formatMessage(caps.cap === null ? m.atCapNoCap : m.atCapDetail, {
              year: caps.year,
              atCap: n(caps.enterprisesAtCap),
              inspected: n(caps.enterprisesInspected),
              cap: caps.cap === null ? '' : n(caps.cap),
            })}
            href={caps.thisYear ? links.capWarnings : undefined}
          />
        </ul>
      </Section>
      <Section title={m.sectionEvaluations}>
        {evaluations.shown ? (
          <>
            <ul className={styles.cards}>
              <FigureCard
                label={t(m.satisfaction)}
                value={percent(
                  evaluations.satisfactionRate === null ? null : evaluations.satisfactionRate / 100,
                )}
                detail={intl.formatMessage(m.evaluationsCounted, {
                  count: n(evaluations.counted),
                  months: monthSpan(intl, evaluations.months),
                })}
              />
            </ul>
            <BarChart
              caption={t(m.evaluationsChart)}
              categoryHeader={t(m.level)}
              series={[{ key: 'share', label: t(m.share) }]}
              format={(value) => intl.formatNumber(value, { maximumFractionDigits: 1 })}
              rows={evaluations.levels.map((level) => ({
                key: level.level,
                axisLabel: t(levelTexts[level.level]),
                label: t(levelTexts[level.level]),
                values: [level.share],
              }))}
            />
          </>
        ) : (
          <p className={styles.note}>
            {evaluations.months ? (
              <FormattedMessage
                {...(evaluations.months.from === evaluations.months.to
                  ? m.evaluationsFewOneMonth
                  : m.evaluationsFew)}
                values={{ months: monthSpan(intl, evaluations.months) }}
              />
            ) : (
              <FormattedMessage {...m.evaluationsNoMonth} />
            )}
          </p>
        )}
        <p className={styles.note}>
          <FormattedMessage {...m.evaluationsRule} />
        </p>
      </Section>
      <Section title={m.sectionComplaints}>
        <ul className={styles.cards}>
          <CountCard label={t(m.complaintsReceived)} figure={c.received} href={links.complaints?.()} />
          <CountCard
            label={t(m.complaintsResolved)}
            figure={c.resolved}
            href={links.complaints?.('resolved')}
          />
          <CountCard label={t(m.complaintsOverdue)} figure={c.overdue} href={links.overdueComplaints} />
          <CountCard
            label={t(m.complaintsReopened)}
            figure={c.reopened}
            href={links.complaints?.('reopened')}
          />
          <FigureCard
            label={t(m.handlingDays)}
            value={
              c.averageHandlingDays.current === null
                ? t(m.noShare)
                : intl.formatMessage(m.handlingDaysValue, { days: n(c.averageHandlingDays.current) })
            }
            previous={
              c.averageHandlingDays.previous === null
                ? t(m.noShare)
                : intl.formatMessage(m.handlingDaysValue, { days: n(c.averageHandlingDays.previous) })
            }
          />
          <RatioCard
            label={t(m.decidedOnTime)}
            part={c.decidedOnTime}
            whole={c.decided}
            detail={m.decidedOnTimeDetail}
            href={links.complaints?.('decided')}
          />
        </ul>
      </Section>
      <Section title={m.sectionPlans}>
        <ul className={styles.cards}>
          <FigureCard
            label={t(m.plansTargets)}
            value={percent(share(data.plans.targetsInspected, data.plans.targetsPlanned))}
            detail={intl.formatMessage(m.plansTargetsDetail, {
              inspected: n(data.plans.targetsInspected),
              planned: n(data.plans.targetsPlanned),
            })}
            href={links.plans}
          />
          <RatioCard
            label={t(m.appointmentsOnTime)}
            part={data.appointments.answeredOnTime}
            whole={data.appointments.due}
            detail={m.appointmentsOnTimeDetail}
            href={links.appointments}
          />
        </ul>
      </Section>
    </>
  );
}

/** Nothing happened in the department in the period. */
export const isEmptyPeriod = (data: DepartmentAnalysis) =>
  data.inspections.total.current === 0 &&
  data.complaints.received.current === 0 &&
  data.plans.targetsPlanned === 0 &&
  data.appointments.due.current === 0;
