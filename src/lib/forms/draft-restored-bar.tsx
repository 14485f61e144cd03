import { NoticeBar } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';

/** Says, above a form, that what the user filled in last time and did not send was restored (the per-user draft). */
export function DraftRestoredBar({ restored }: { restored: boolean }) {
  const intl = useIntl();
  return restored ? (
    <NoticeBar color="info" wrap content={intl.formatMessage(formMessages.draftRestored)} />
  ) : null;
}
