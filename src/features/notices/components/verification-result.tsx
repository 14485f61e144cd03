import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTICE_CHECKS } from '../../../../contract/notices/rules';
import type { NoticeVerification } from '../../../../contract/notices/schemas';
import { noticeCheckMessages, noticeMessages as m } from '../messages';
import styles from './notices.module.css';
import verdict from '../../../lib/ui/verdict.module.css';

export type VerificationOutcome = 'valid' | 'problems' | 'notGenuine' | 'expired';

const texts = {
  valid: { title: m.validTitle, text: m.validText },
  problems: { title: m.problemsTitle, text: m.problemsText },
  notGenuine: { title: m.notGenuineTitle, text: m.notGenuineText },
  expired: { title: m.expiredTitle, text: m.expiredText },
} as const;

/** Failed checks first, each named with its result in words: the colour only repeats what the text says. */
function CheckList({ checks }: { checks: NoticeVerification['checks'] }) {
  const intl = useIntl();
  const ordered = [...checks].sort(
    (a, b) => Number(a.ok) - Number(b.ok) || NOTICE_CHECKS.indexOf(a.check) - NOTICE_CHECKS.indexOf(b.check),
  );
  return (
    <ul className={styles.checks} aria-label={intl.formatMessage(m.checksTitle)}>
      {ordered.map(({ check, ok }) => (
        <li key={check} className={ok ? styles.checkPassed : styles.checkFailed}>
          <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
          <FormattedMessage
            {...m.checkLine}
            values={{
              check: intl.formatMessage(noticeCheckMessages[check]),
              result: intl.formatMessage(ok ? m.checkPassed : m.checkFailed),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** The answer to "is this notice genuine?", first and big: green only when every check passed. */
export function VerificationResult({
  outcome,
  checks,
}: {
  outcome: VerificationOutcome;
  checks: NoticeVerification['checks'];
}) {
  const headingId = useId();
  const good = outcome === 'valid';
  const Icon = good ? CheckCircleFill : CloseCircleFill;
  return (
    <section
      className={`${verdict.verdict} ${good ? verdict.good : verdict.bad}`}
      aria-labelledby={headingId}
      data-outcome={outcome}
    >
      <h2 id={headingId} className={verdict.title}>
        <Icon aria-hidden="true" />
        <FormattedMessage {...texts[outcome].title} />
      </h2>
      <p className={verdict.text}>
        <FormattedMessage {...texts[outcome].text} />
      </p>
      {checks.length > 0 && <CheckList checks={checks} />}
    </section>
  );
}
