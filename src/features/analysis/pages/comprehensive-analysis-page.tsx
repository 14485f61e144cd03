import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { cityAnalysisRef } from '../../../../contract/documents/rules';
import type { RegistrationListFilter } from '../../../../contract/registrations/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { Button } from '../../../lib/ui/button';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getCityAnalysis } from '../api';
import styles from '../components/analysis.module.css';
import { BarChart } from '../components/bar-chart';
import { DepartmentRanking } from '../components/department-ranking';
import { CountCard } from '../components/figure-card';
import { formatMonth, periodValues } from '../components/format';
import { InspectionCards } from '../components/inspection-cards';
import { PeriodNote, PeriodSwitch } from '../components/period-switch';
import { RegistrationMethodCards } from '../components/registration-method-cards';
import { analysisMessages as m } from '../messages';
import { periodInput } from '../period';
import { usePeriodParam } from '../period-params';

/** `/comprehensiveAnalysis`: the city's figures for supervisors, departments and districts side by side. */
export default function ComprehensiveAnalysisPage() {
  const intl = useIntl();
  const [choice, setChoice] = usePeriodParam('comprehensiveAnalysis');
  const analysis = useQuery(
    ['analysis', 'city', choice.period, choice.from ?? '', choice.to ?? ''],
    (signal) => getCityAnalysis(periodInput(choice), signal),
  );
  const analyseAvailable = useIsRouteAvailable('analyse');
  const historyAvailable = useIsRouteAvailable('historyCheck');
  const viewerAvailable = useIsRouteAvailable('pdfView');
  const listAvailable = useIsRouteAvailable('registrationList');
  const navigate = useNavigate();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const n = (value: number) => intl.formatNumber(value);
  const data = analysis.data;

  return (
    <Screen
      title={m.cityTitle}
      actions={
        // The page as a document, for the period shown (the server counts it again when it makes the file); there
        // from the start, so that the header keeps its height when the figures arrive.
        viewerAvailable ? (
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={!data}
            onClick={() => navigate(paths.pdfView.href({ doc: cityAnalysisRef(periodInput(choice)) }))}
          >
            <FormattedMessage {...m.exportPdf} />
          </Button>
        ) : undefined
      }
    >
      <PeriodSwitch value={choice} onChange={setChoice} />
      <PeriodNote>
        {data && (
          <FormattedMessage {...m.cityIntro} values={periodValues(intl, data.period, data.previous)} />
        )}
      </PeriodNote>
      <Loaded state={analysis}>
        {({ inspections: i, ...city }) => {
          // The supervision office's registration list is the whole city's: each figure opens its part.
          const listHref = listAvailable
            ? (facet?: Omit<RegistrationListFilter, 'from' | 'to'>) =>
                paths.registrationList.href({ ...city.period, ...facet })
            : undefined;
          return (
            <>
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage {...m.cityFigures} />
                </h2>
                <InspectionCards inspections={i} listHref={listHref}>
                  <RegistrationMethodCards inspections={i} listHref={listHref} />
                  <CountCard
                    label={t(m.frequencyWarned)}
                    figure={i.frequencyWarned}
                    href={listHref?.({ flag: 'frequencyWarned' })}
                  />
                </InspectionCards>
              </section>
              <DepartmentRanking
                data={{ inspections: i, ...city }}
                departmentHref={
                  analyseAvailable
                    ? (code) => paths.analyse.href({ departmentCode: code, ...periodInput(choice) })
                    : undefined
                }
              />
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage {...m.districtsTitle} />
                </h2>
                {city.districts.length === 0 ? (
                  <EmptyState title={<FormattedMessage {...m.districtsEmpty} />} />
                ) : (
                  <div className={styles.tableScroll}>
                    <table className={styles.table}>
                      <caption>{t(m.districtsTitle)}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t(m.district)}</th>
                          <th scope="col">{t(m.inspections)}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {city.districts.map((district) => (
                          <tr key={district.code}>
                            <th scope="row">
                              {listHref ? (
                                <Link to={listHref({ regionCode: district.code })}>{district.name}</Link>
                              ) : (
                                district.name
                              )}
                            </th>
                            <td>{n(district.inspections)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage {...m.topTitle} />
                </h2>
                {city.topEnterprises.length === 0 ? (
                  <EmptyState title={<FormattedMessage {...m.topEmpty} />} />
                ) : (
                  <ol className={styles.list}>
                    {city.topEnterprises.map((enterprise) => {
                      const body = (
                        <>
                          <span>{enterprise.name}</span>
                          <span>{n(enterprise.inspections)}</span>
                        </>
                      );
                      return (
                        <li key={enterprise.enterpriseNumber}>
                          {historyAvailable ? (
                            <Link
                              className={styles.listRow}
                              to={paths.historyCheck.href({ enterpriseNumber: enterprise.enterpriseNumber })}
                            >
                              {body}
                            </Link>
                          ) : (
                            <div className={styles.listRow}>{body}</div>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
              <section className={styles.section}>
                <BarChart
                  caption={t(m.trendChart)}
                  categoryHeader={t(m.month)}
                  layout="panels"
                  series={[
                    { key: 'inspections', label: t(m.inspections) },
                    { key: 'complaints', label: t(m.complaints) },
                  ]}
                  rows={city.trend.map((month) => ({
                    key: month.month,
                    axisLabel: formatMonth(intl, month.month, 'short'),
                    label: formatMonth(intl, month.month, 'long'),
                    values: [month.inspections, month.complaints],
                  }))}
                />
              </section>
            </>
          );
        }}
      </Loaded>
    </Screen>
  );
}
