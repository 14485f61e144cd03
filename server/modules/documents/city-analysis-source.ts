/**
 * The city analysis (/comprehensiveAnalysis) as a document: the same figures the city call answers, for the same
 * period, laid out on A4 for the supervision office. Made on every request: the figures change with each write.
 */
import { docText, type DocumentTextKey } from './document-texts';
import type { DocumentSource } from './documents-service';
import { DocumentWriter, type WrittenDocument } from './pdf-writer';
import { analysisRoutes } from '../../../contract/analysis/routes';
import type { AnalysisPeriod } from '../../../contract/analysis/rules';
import { analysisSchemas, type CityAnalysis, type Figure } from '../../../contract/analysis/schemas';
import { dateTimeText } from '../../../contract/city-calendar';
import { cityAnalysisPeriodOf } from '../../../contract/documents/rules';
import type { Locale } from '../../../contract/locales';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { sessionMayCall } from '../../http/guards';
import { createAnalysisService, periodsOf } from '../analysis';

const PERIOD_TEXT: Record<AnalysisPeriod, DocumentTextKey> = {
  month: 'periodMonth',
  quarter: 'periodQuarter',
  year: 'periodYear',
  custom: 'periodCustom',
};

/** The ranking's columns as on the screen; widths keep the longest English heading word (8.5 pt) whole. */
const RANKING_COLUMNS: ReadonlyArray<readonly [DocumentTextKey, number]> = [
  ['inspections', 0.12],
  ['enterprisesInspected', 0.12],
  ['perEnterprise', 0.11],
  ['warningRate', 0.095],
  ['satisfactionRate', 0.12],
  ['complaintsPer100', 0.12],
  ['overdueRate', 0.095],
];

/** Numbers, dates and months as the reader's language writes them. */
function formatsOf(locale: Locale) {
  const tag = locale === 'zh' ? 'zh-CN' : 'en';
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    n: (value: number | null) => (value === null ? '—' : number.format(value)),
    signed: (value: number) => signed.format(value),
    day: (date: string) => day.format(utc(date)),
    month: (yearMonth: string) => month.format(utc(`${yearMonth}-01`)),
  };
}

export async function findCityAnalysisSource(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<DocumentSource> {
  // Whoever the city call lets in, and no one else: the same 403 as the call.
  if (!sessionMayCall(analysisRoutes.getCityAnalysis.access, session)) throw new ForbiddenError();
  // `documentRefSchema` has checked the period against the analysis contract already.
  const input = analysisSchemas.getCityAnalysis.input.safeParse(cityAnalysisPeriodOf(id));
  if (!input.success) throw new NotFoundError('documentNotFound');
  const { data } = input;
  const period = periodsOf(data, ctx.now()).current;
  const t = (key: DocumentTextKey, values?: Record<string, string | number>) => docText(key, locale, values);
  const title = t('cityAnalysisTitle');
  return {
    kind: 'cityAnalysis',
    recordId: id,
    // Never stored: there is no record version, every file is made from the figures of the moment.
    version: 1,
    title: `${title} ${t('dateRange', { from: period.from, to: period.to })}`,
    fileName: `${t('cityAnalysisFile')}-${period.from}-${period.to}.pdf`,
    asciiName: `city-analysis-${period.from}-${period.to}.pdf`,
    verifyUrl: null,
    // The figures are read only when the file is made (the viewer's info call and its file call share one file).
    render: async (now) =>
      renderCityAnalysis(await createAnalysisService(ctx).city(data, locale), data.period, locale, now),
  };
}

function renderCityAnalysis(
  city: CityAnalysis,
  kind: AnalysisPeriod,
  locale: Locale,
  now: Date,
): Promise<WrittenDocument> {
  const t = (key: DocumentTextKey, values?: Record<string, string | number>) => docText(key, locale, values);
  const f = formatsOf(locale);
  const range = (r: { from: string; to: string }) => t('dateRange', { from: f.day(r.from), to: f.day(r.to) });
  const periodText = t('periodOfKind', { range: range(city.period), kind: t(PERIOD_TEXT[kind]) });
  const generated = t('cityTime', { at: dateTimeText(now) });
  const i = city.inspections;

  const countRow = (key: DocumentTextKey, figure: Figure) => [
    t(key),
    f.n(figure.current),
    f.n(figure.previous),
    f.signed(figure.current - figure.previous),
  ];
  const percent = (part: number, whole: number) =>
    whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
  const scanRate = {
    current: percent(i.scanned.current, i.total.current),
    previous: percent(i.scanned.previous, i.total.previous),
  };
  const scanRow = [
    t('scanRate'),
    scanRate.current === null ? '—' : `${f.n(scanRate.current)}%`,
    scanRate.previous === null ? '—' : `${f.n(scanRate.previous)}%`,
    scanRate.current === null || scanRate.previous === null
      ? '—'
      : t('pointsChange', { points: f.signed(Math.round((scanRate.current - scanRate.previous) * 10) / 10) }),
  ];
  // As the screen first shows them: most inspections first, a tie in the order the city call gives.
  const departments = [...city.departments].sort((a, b) => b.inspections - a.inspections);

  const writer = new DocumentWriter({
    title: t('cityAnalysisTitle'),
    subject: t('cityAnalysisSubject'),
    subtitle: `${t('supervisionOffice')}\u3000${t('analysisPeriod')}${locale === 'zh' ? '：' : ': '}${range(city.period)}`,
    footer: `${t('cityAnalysisTitle')} ${city.period.from} — ${city.period.to} · ${t('generatedAt', { at: dateTimeText(now) })}`,
    pageLabel: t('pageLabel', { page: '{page}', pages: '{pages}' }),
  })
    .fields([
      [t('analysisPeriod'), periodText],
      [t('comparedPeriod'), range(city.previous)],
      [t('generatedLabel'), generated],
    ])
    .paragraph(t('analysisNote'), { muted: true, size: 9.5 })
    .section(t('sectionCityFigures'))
    .table(
      [
        { title: t('figure'), share: 0.4 },
        { title: t('currentPeriod'), share: 0.2, align: 'right' },
        { title: t('previousPeriod'), share: 0.2, align: 'right' },
        { title: t('change'), share: 0.2, align: 'right' },
      ],
      [
        countRow('inspections', i.total),
        countRow('routine', i.routine),
        countRow('triggered', i.triggered),
        countRow('caseSpecific', i.caseSpecific),
        countRow('noFindings', i.noFindings),
        countRow('problems', i.problems),
        countRow('scanned', i.scanned),
        scanRow,
        countRow('licenceScanned', i.licenceScanned),
        countRow('typedNumber', {
          current: i.total.current - i.scanned.current - i.licenceScanned.current,
          previous: i.total.previous - i.scanned.previous - i.licenceScanned.previous,
        }),
        countRow('approvedBeyond', i.approved),
        countRow('emergencyNotUpheld', i.emergencyNotUpheld),
        countRow('farCheckIns', i.farCheckIns),
        countRow('unlocatedCheckIns', i.unlocatedCheckIns),
        countRow('lateRegistrations', i.late),
        countRow('frequencyWarned', i.frequencyWarned),
      ],
    )
    .section(t('sectionRanking'))
    .table(
      [
        { title: t('rankingDepartment'), share: 0.22 },
        ...RANKING_COLUMNS.map(([key, share]) => ({ title: t(key), share, align: 'right' as const })),
      ],
      departments.map((d) => [
        d.name,
        f.n(d.inspections),
        f.n(d.enterprisesInspected),
        f.n(d.perEnterprise),
        f.n(d.warningRate),
        f.n(d.satisfactionRate),
        f.n(d.complaintsPer100),
        f.n(d.overdueRate),
      ]),
      { size: 8.5 },
    )
    .paragraph(t('rankingNote'), { muted: true, size: 9 })
    .section(t('sectionDistricts'));
  if (city.districts.length === 0) writer.paragraph(t('districtsEmpty'));
  else
    writer.table(
      [
        { title: t('district'), share: 0.6 },
        { title: t('inspections'), share: 0.4, align: 'right' },
      ],
      city.districts.map((d) => [d.name, f.n(d.inspections)]),
    );

  writer.section(t('sectionTop'));
  if (city.topEnterprises.length === 0) writer.paragraph(t('topEmpty'));
  else
    writer.table(
      [
        { title: t('rank'), share: 0.1, align: 'right' },
        { title: t('enterprise'), share: 0.5 },
        { title: t('enterpriseNumber'), share: 0.24 },
        { title: t('inspections'), share: 0.16, align: 'right' },
      ],
      city.topEnterprises.map((e, index) => [f.n(index + 1), e.name, e.enterpriseNumber, f.n(e.inspections)]),
    );

  return writer
    .section(t('sectionTrend'))
    .table(
      [
        { title: t('month'), share: 0.4 },
        { title: t('inspections'), share: 0.3, align: 'right' },
        { title: t('complaints'), share: 0.3, align: 'right' },
      ],
      city.trend.map((m) => [f.month(m.month), f.n(m.inspections), f.n(m.complaints)]),
    )
    .end();
}
