import { Button, List, Popup } from 'antd-mobile';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { sessionState } from '../../../lib/session/session-state';
import { getOverlayContainer, showSuccessToast } from '../../../lib/ui/overlay';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getSupervisionCode } from '../api';
import { enterpriseMessages as m } from '../messages';
import styles from './enterprise.module.css';

export default function QrCodePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber = params.get('enterpriseNumber') ?? session.enterpriseNumber;
  const code = useApi((signal) => getSupervisionCode(enterpriseNumber, signal), [enterpriseNumber], Boolean(enterpriseNumber));
  const [enlarged, setEnlarged] = useState(false);
  const canvasHolder = useRef<HTMLDivElement>(null);
  const historyAvailable = useIsRouteAvailable('registrationList');
  const quotaAvailable = useIsRouteAvailable('enterpriseInspectionList');

  if (!enterpriseNumber) {
    return <PageError message={intl.formatMessage(m.notYours)} onRetry={() => navigate(paths.enterpriseRegister.href(), { replace: true })} />;
  }
  if (code.loading && !code.data) return <PageLoading />;
  if (code.error || !code.data) return <PageError message={code.error?.message ?? ''} onRetry={code.reload} />;

  const data = code.data;
  const alt = intl.formatMessage(m.codeAlt, { name: data.enterpriseName });
  const fileName = `supervision-code-${data.enterpriseNumber}.png`;

  const save = () => {
    const canvas = canvasHolder.current?.querySelector('canvas');
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = fileName;
    link.click();
  };

  const share = async () => {
    const text = intl.formatMessage(m.shareText, { name: data.enterpriseName, enterpriseNumber: data.enterpriseNumber });
    const canvas = canvasHolder.current?.querySelector('canvas');
    const blob = canvas ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')) : null;
    const file = blob ? new File([blob], fileName, { type: 'image/png' }) : null;
    if (file && navigator.canShare?.({ files: [file] })) {
      await navigator.share({ files: [file], text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(`${text}\n${data.payload}`).catch(() => undefined);
    showSuccessToast(intl.formatMessage(m.shared));
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.codeTitle} />
      </h1>
      <section className={styles.codeCard}>
        <p className={styles.enterpriseName}>{data.enterpriseName}</p>
        <p className={styles.enterpriseNumber}>{data.enterpriseNumber}</p>
        <button type="button" className={styles.qrButton} onClick={() => setEnlarged(true)} aria-label={intl.formatMessage(m.enlarge)}>
          <QRCodeSVG className={styles.qr} value={data.payload} size={220} level="M" marginSize={2} title={alt} role="img" aria-label={alt} />
        </button>
        <div ref={canvasHolder} hidden>
          <QRCodeCanvas value={data.payload} size={600} level="M" marginSize={4} />
        </div>
        <p className={styles.hint}>
          <FormattedMessage {...m.codeHint} />
        </p>
        <p className={styles.muted}>
          <FormattedMessage {...m.codeIssuedAt} values={{ time: intl.formatDate(data.issuedAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        </p>
      </section>
      <div className={styles.actions}>
        <Button onClick={() => setEnlarged(true)}>
          <FormattedMessage {...m.enlarge} />
        </Button>
        <Button onClick={save}>
          <FormattedMessage {...m.save} />
        </Button>
        <Button color="primary" onClick={() => void share()}>
          <FormattedMessage {...m.share} />
        </Button>
      </div>
      <List className={styles.section}>
        <LinkListItem to={paths.qrCodeHistory.href()}>
          <FormattedMessage {...m.history} />
        </LinkListItem>
        {quotaAvailable && (
          <LinkListItem to={paths.enterpriseInspectionList.href({ enterpriseNumber: data.enterpriseNumber })}>
            <FormattedMessage {...m.inspections} />
          </LinkListItem>
        )}
        {historyAvailable && (
          <LinkListItem to={paths.registrationList.href()}>
            <FormattedMessage {...m.registrationHistory} />
          </LinkListItem>
        )}
      </List>
      <Popup visible={enlarged} onMaskClick={() => setEnlarged(false)} getContainer={getOverlayContainer} bodyStyle={{ padding: '24px 16px' }}>
        <QRCodeSVG className={styles.qrLarge} value={data.payload} size={300} level="M" marginSize={2} role="img" aria-label={alt} />
        <p className={styles.enterpriseNumber}>{data.enterpriseNumber}</p>
        <Button block onClick={() => setEnlarged(false)}>
          <FormattedMessage {...m.closeEnlarged} />
        </Button>
      </Popup>
    </main>
  );
}
