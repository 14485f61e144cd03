import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getQuota } from '../api';
import { QuotaMeter } from '../components/quota-meter';
import { enterpriseMessages as m } from '../messages';
import styles from './enterprise.module.css';

export default function EnterpriseInspectionListPage() {
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber = params.get('enterpriseNumber') ?? session.enterpriseNumber;
  const year = Number(params.get('year')) || new Date().getFullYear();
  const quota = useApi((signal) => getQuota(enterpriseNumber, year, signal), [enterpriseNumber, year], Boolean(enterpriseNumber));

  if (quota.loading && !quota.data) return <PageLoading />;
  if (quota.error) return <PageError message={quota.error.message} onRetry={quota.reload} />;
  if (!quota.data?.length) return <PageEmpty />;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.quotaTitle} values={{ year }} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.quotaHint} />
      </p>
      <div className={styles.section}>
        <QuotaMeter
          quota={quota.data}
          hrefFor={(row) => paths.enterpriseInspectionDetail.href({ enterpriseNumber, departmentCode: row.departmentCode, departmentName: row.departmentName, year })}
        />
      </div>
    </main>
  );
}
