import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Address } from '../../../../contract/shop/schemas';
import { useFieldFrame } from '../../../lib/forms/form-kit-context';
import { paths } from '../../../lib/paths';
import control from '../../../lib/ui/native-control.module.css';
import { useShopRequestFormats } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

/**
 * The address the requests go to, and the way to another: the address list (or, with none yet, the address form)
 * comes back here with the one chosen. The form field shows it; the form does not hold it.
 */
export function AddressChoice({ address, returnTo }: { address: Address | null; returnTo: string }) {
  const field = useFieldFrame();
  if (!address)
    return (
      <div className={styles.address} id={field.id}>
        <span className={styles.muted}>
          <FormattedMessage {...m.noAddress} />
        </span>
        <Link to={paths.addressEdit.href({ returnTo })}>
          <FormattedMessage {...m.addAddress} />
        </Link>
      </div>
    );
  return (
    <div className={styles.address} id={field.id}>
      <span>
        <FormattedMessage {...m.addressLine} values={{ name: address.contactName, phone: address.phone }} />
        {address.isDefault && (
          <span className={styles.muted}>
            {' · '}
            <FormattedMessage {...m.defaultAddress} />
          </span>
        )}
      </span>
      <span>
        {address.regionName} {address.detail}
      </span>
      <Link to={paths.addressList.href({ returnTo })}>
        <FormattedMessage {...m.chooseAddress} />
      </Link>
    </div>
  );
}

/**
 * The preferred day from the days offered, with the phone's own picker. A day kept from an earlier visit that is
 * no longer offered stays shown (and is refused) rather than silently changed.
 */
export function DaySelect({
  days,
  value,
  onChange,
}: {
  days: string[];
  value?: string;
  onChange?: (value: string) => void;
}) {
  const intl = useIntl();
  const field = useFieldFrame();
  const formats = useShopRequestFormats();
  const shown = value && !days.includes(value) ? [value, ...days] : days;
  return (
    <select
      id={field.id}
      className={`${control.control} ${styles.daySelect}`}
      value={value ?? ''}
      aria-required={field.required || undefined}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.invalid && field.id ? `${field.id}-error` : undefined}
      onChange={(event) => onChange?.(event.target.value)}
    >
      <option value="">{intl.formatMessage(m.pickDay)}</option>
      {shown.map((day) => (
        <option key={day} value={day}>
          {formats.day(day)}
        </option>
      ))}
    </select>
  );
}
