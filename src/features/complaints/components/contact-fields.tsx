import { Input } from 'antd-mobile';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../lib/forms/contract-form';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

/** The contact phone (prefilled from the session) and whether the department may call about the complaint. */
export function ContactFields({ contactHours }: { contactHours: number }) {
  const intl = useIntl();
  return (
    <>
      <FormField name="contactPhone" label={intl.formatMessage(m.contactPhone)}>
        <Input type="tel" maxLength={20} clearable autoComplete="tel" />
      </FormField>
      <FormField
        name="contactAllowed"
        valuePropName="checked"
        description={
          <p className={styles.hint}>
            <FormattedMessage {...m.contactAllowedHint} values={{ hours: contactHours }} />
          </p>
        }
      >
        <ContactSwitch />
      </FormField>
    </>
  );
}

/** A native checkbox announced as a switch, named by the words beside it. */
function ContactSwitch({
  id,
  checked,
  onChange,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" id={id} checked={checked ?? false} onChange={onChange} />
      <FormattedMessage {...m.contactAllowed} />
    </label>
  );
}
