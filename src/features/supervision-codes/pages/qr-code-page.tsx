import { List, Popup } from 'antd-mobile';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './pages.module.css';
import type { SupervisionCode } from '../../../../contract/supervision-codes/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { Loaded } from '../../../lib/ui/loaded';
import { getOverlayContainer, showSuccessToast } from '../../../lib/ui/overlay';
import { usePopupA11y } from '../../../lib/ui/popup-a11y';
import { Screen } from '../../../lib/ui/screen';
import { getSupervisionCode } from '../api';
import { codeImageFile, type CodeImageText } from '../code-image';
import { supervisionCodeMessages as m } from '../messages';

function CodeCard({ code }: { code: SupervisionCode }) {
  const intl = useIntl();
  const [enlarged, setEnlarged] = useState(false);
  const canvasHolder = useRef<HTMLDivElement>(null);
  const historyAvailable = useIsRouteAvailable('registrationList');
  const quotaAvailable = useIsRouteAvailable('enterpriseInspectionList');
  const alt = intl.formatMessage(m.codeAlt, {
    name: code.enterpriseName,
    enterpriseNumber: code.enterpriseNumber,
  });
  const enlargedPopup = usePopupA11y(enlarged, { label: alt, onEscape: () => setEnlarged(false) });
  const fileName = `supervision-code-${code.enterpriseNumber}.png`;
  const imageText: CodeImageText = {
    title: intl.formatMessage(m.serviceTitle),
    name: code.enterpriseName,
    number: intl.formatMessage(m.imageNumber, { enterpriseNumber: code.enterpriseNumber }),
    hint: intl.formatMessage(m.codeHint),
  };
  const imageFile = async () => {
    const qr = canvasHolder.current?.querySelector('canvas');
    return qr ? codeImageFile(qr, imageText, fileName) : null;
  };

  const save = async () => {
    const file = await imageFile();
    if (!file) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const share = async () => {
    const text = intl.formatMessage(m.shareText, {
      name: code.enterpriseName,
      enterpriseNumber: code.enterpriseNumber,
    });
    const file = await imageFile();
    if (file && navigator.canShare?.({ files: [file] })) {
      await navigator.share({ files: [file], text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(`${text}\n${code.payload}`).catch(() => undefined);
    showSuccessToast(intl.formatMessage(m.shared));
  };

  return (
    <>
      <section className={styles.codeCard}>
        <p className={styles.enterpriseName}>{code.enterpriseName}</p>
        <p className={styles.enterpriseNumber}>{code.enterpriseNumber}</p>
        <button
          type="button"
          className={styles.qrButton}
          onClick={() => setEnlarged(true)}
          aria-label={intl.formatMessage(m.enlarge)}
        >
          <QRCodeSVG
            className={styles.qr}
            value={code.payload}
            size={220}
            level="M"
            marginSize={2}
            title={alt}
            role="img"
            aria-label={alt}
          />
        </button>
        <div ref={canvasHolder} hidden>
          <QRCodeCanvas value={code.payload} size={600} level="M" marginSize={4} />
        </div>
        <p className={styles.hint}>
          <FormattedMessage {...m.codeHint} />
        </p>
        <p className={styles.hint}>
          <FormattedMessage
            {...m.codeIssuedAt}
            values={{ time: intl.formatDate(code.issuedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      </section>
      <div className={styles.actions}>
        <Button onClick={() => setEnlarged(true)}>
          <FormattedMessage {...m.enlarge} />
        </Button>
        <Button onClick={() => void save()}>
          <FormattedMessage {...m.save} />
        </Button>
        <Button color="primary" onClick={() => void share()}>
          <FormattedMessage {...m.share} />
        </Button>
      </div>
      <List className={styles.links}>
        <LinkListItem to={paths.qrCodeHistory.href()}>
          <FormattedMessage {...m.history} />
        </LinkListItem>
        {quotaAvailable && (
          <LinkListItem to={paths.enterpriseInspectionList.href({ enterpriseNumber: code.enterpriseNumber })}>
            <FormattedMessage {...m.inspections} />
          </LinkListItem>
        )}
        {historyAvailable && (
          <LinkListItem to={paths.registrationList.href()}>
            <FormattedMessage {...m.registrationHistory} />
          </LinkListItem>
        )}
      </List>
      <Popup
        {...enlargedPopup}
        visible={enlarged}
        onMaskClick={() => setEnlarged(false)}
        getContainer={getOverlayContainer}
        bodyClassName={styles.enlarged}
      >
        <QRCodeSVG
          className={styles.qrLarge}
          value={code.payload}
          size={300}
          level="M"
          marginSize={2}
          role="img"
          aria-label={alt}
        />
        <p className={styles.enterpriseNumber}>{code.enterpriseNumber}</p>
        <Button block onClick={() => setEnlarged(false)}>
          <FormattedMessage {...m.closeEnlarged} />
        </Button>
      </Popup>
    </>
  );
}

export default function QrCodePage() {
  const { enterpriseNumber } = useScreenParams('enterpriseQrCode');
  const code = useQuery(['supervision-codes', 'current', enterpriseNumber], (signal) =>
    getSupervisionCode(enterpriseNumber, signal),
  );
  return (
    <Screen title={m.codeTitle}>
      <Loaded state={code}>{(data) => <CodeCard code={data} />}</Loaded>
    </Screen>
  );
}
