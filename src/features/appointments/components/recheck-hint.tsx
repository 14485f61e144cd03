import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from '../appointments.module.css';
import { appointmentMessages as m } from '../messages';

/** A re-check of problems is booked from the inspection that found them, not from the general form. */
export function RecheckHint() {
  return (
    <p className={styles.hint}>
      <FormattedMessage {...m.recheckFromRegistration} />{' '}
      <Link to={paths.registrationList.href()}>
        <FormattedMessage {...m.toRegistrations} />
      </Link>
    </p>
  );
}
