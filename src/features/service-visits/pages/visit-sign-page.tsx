import { Button, ErrorBlock } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { VisitForm } from '../components/visit-form';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitSignPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scanId = params.get('scanId') ?? undefined;
  const enterpriseNumber = params.get('enterpriseNumber') ?? undefined;
  if (!enterpriseNumber) {
    return (
      <main className={styles.page}>
        <ErrorBlock
          status="default"
          title={
            <h1 className={styles.cardTitle}>
              <FormattedMessage {...m.signTitle} />
            </h1>
          }
          description={<span role="alert">{intl.formatMessage(m.noEnterprise)}</span>}
        />
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => navigate(paths.nonScan.href(), { replace: true })}>
            <FormattedMessage {...m.scanAgain} />
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.signTitle} />
      </h1>
      <p className={styles.intro}>{enterpriseNumber}</p>
      <VisitForm
        draftKey={`visit-${scanId ?? enterpriseNumber}`}
        target={{ scanId, enterpriseNumber }}
        onSaved={(visit) => {
          showSuccessToast(intl.formatMessage(m.submitted));
          navigate(paths.nonSignDetail.href({ id: visit.id }), { replace: true });
        }}
      />
    </main>
  );
}
