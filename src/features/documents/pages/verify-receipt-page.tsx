import { CheckCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Verification, VerifiedReceipt } from '../../../../contract/documents/schemas';
import type { InspectionType } from '../../../../contract/registrations/schemas';
import { ApiError } from '../../../lib/http/client';
import { errorKind } from '../../../lib/http/error-kind';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { LoadFailure } from '../../../lib/ui/loaded';
import stateStyles from '../../../lib/ui/loaded.module.css';
import { PageLoading } from '../../../lib/ui/page-loading';
import { Screen } from '../../../lib/ui/screen';
import verdict from '../../../lib/ui/verdict.module.css';
import { verifyReceipt } from '../api';
import styles from '../documents.module.css';
import { documentMessages as m } from '../messages';

const typeLabels: Record<InspectionType, typeof m.typeRoutine> = {
  routine: m.typeRoutine,
  triggered: m.typeTriggered,
  case: m.typeCase,
};

const notGenuine: Verification = { status: 'notGenuine', version: null, currentVersion: null, receipt: null };

/** A link the server cannot even read (malformed) is as forged as one with a wrong signature. */
async function verify(t: string, signal: AbortSignal): Promise<Verification> {
  try {
    return await verifyReceipt(t, signal);
  } catch (error) {
    if (errorKind(error) === 'invalid') return notGenuine;
    throw error;
  }
}

const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === 429);

function receiptRows(receipt: VerifiedReceipt, time: (value: string) => string): DetailRow[] {
  return [
    { key: 'number', label: m.registrationNumber, value: receipt.registrationNumber },
    { key: 'enterprise', label: m.enterprise, value: receipt.enterpriseName },
    { key: 'enterpriseNumber', label: m.enterpriseNumber, value: receipt.enterpriseNumber },
    { key: 'department', label: m.department, value: receipt.departmentName },
    {
      key: 'officers',
      label: m.officers,
      block: true,
      value: receipt.officers.map((officer) => (
        <div key={officer.certificateNumber}>
          <FormattedMessage
            {...m.officerLine}
            values={{ name: officer.name, certificate: officer.certificateNumber }}
          />
        </div>
      )),
    },
    { key: 'type', label: m.type, value: <FormattedMessage {...typeLabels[receipt.type]} /> },
    {
      key: 'time',
      label: m.time,
      block: true,
      value: (
        <FormattedMessage
          {...m.timeRange}
          values={{ start: time(receipt.startedAt), end: time(receipt.endedAt) }}
        />
      ),
    },
    { key: 'registeredAt', label: m.registeredAt, value: time(receipt.registeredAt) },
    {
      key: 'items',
      label: m.items,
      value: (
        <FormattedMessage
          {...m.itemsValue}
          values={{ items: receipt.itemCount, nonCompliant: receipt.nonCompliantCount }}
        />
      ),
    },
    {
      key: 'problems',
      label: m.problems,
      value: <FormattedMessage {...m.problemsValue} values={{ count: receipt.problemCount }} />,
    },
    { key: 'late', label: m.late, value: <FormattedMessage {...(receipt.late ? m.lateYes : m.lateNo)} /> },
  ];
}

function VerificationResult({ verification }: { verification: Verification }) {
  const intl = useIntl();
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const { status, receipt } = verification;
  const version = verification.version ?? 0;
  const current = verification.currentVersion ?? version;
  const banner = {
    genuine: {
      className: verdict.good,
      Icon: CheckCircleOutline,
      title: m.genuineTitle,
      text: m.genuineText,
    },
    superseded: {
      className: verdict.warning,
      Icon: ExclamationCircleOutline,
      title: m.supersededTitle,
      text: m.supersededText,
    },
    notGenuine: {
      className: verdict.bad,
      Icon: CloseCircleOutline,
      title: m.notGenuineTitle,
      text: m.notGenuineText,
    },
  }[status];
  return (
    <div className={styles.sections}>
      <section className={`${verdict.verdict} ${banner.className}`} data-status={status}>
        <h2 className={verdict.title}>
          <banner.Icon aria-hidden />
          <FormattedMessage {...banner.title} values={{ current }} />
        </h2>
        <p className={verdict.text}>
          <FormattedMessage {...banner.text} values={{ version, current }} />
        </p>
      </section>
      {receipt && status !== 'notGenuine' && <DetailList rows={receiptRows(receipt, time)} />}
    </div>
  );
}

/** `/verifyReceipt?t=`: anyone, signed in or not, checks a printed receipt's QR link. */
export default function VerifyReceiptPage() {
  const intl = useIntl();
  const { t } = useScreenParams('verifyReceipt');
  const check = useQuery(['documents', 'verify', t], (signal) => verify(t, signal));
  let content;
  if (check.data) content = <VerificationResult verification={check.data} />;
  else if (check.error && isRateLimited(check.error))
    content = (
      <div className={stateStyles.state} role="alert" data-failure="rateLimited">
        <h2 className={stateStyles.stateTitle}>
          <FormattedMessage {...m.tooManyTitle} />
        </h2>
        <p className={stateStyles.stateText}>
          <FormattedMessage {...m.tooManyText} />
        </p>
        <Button className={styles.stateButton} color="primary" fill="outline" onClick={check.reload}>
          <FormattedMessage {...m.retry} />
        </Button>
      </div>
    );
  else if (check.error) content = <LoadFailure error={check.error} onRetry={check.reload} />;
  else content = <PageLoading label={intl.formatMessage(m.verifying)} />;
  return <Screen title={m.verifyTitle}>{content}</Screen>;
}
