import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RELAUNCHABLE_STATES } from '../../../../contract/appointments/rules';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded, allLoaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { appointmentKey, appointmentOptionsKey, getAppointment, getAppointmentOptions } from '../api';
import { relaunchValues } from '../appointment-form';
import { BookingScreenBody } from '../components/booking-screen-body';
import { appointmentMessages as m } from '../messages';

/** Book again from a declined, cancelled or expired appointment, filled in from it and linked to it. */
export default function AppointmentRelaunchPage() {
  const intl = useIntl();
  const { id } = useScreenParams('appointmentRelaunch');
  const earlier = useQuery(appointmentKey(id), (signal) => getAppointment(id, signal));
  const options = useQuery(appointmentOptionsKey, (signal) => getAppointmentOptions(signal));
  const ready = allLoaded({ earlier, options });
  return (
    <Screen
      title={m.relaunchTitle}
      intro={earlier.data && intl.formatMessage(m.relaunchIntro, { number: earlier.data.appointmentNumber })}
    >
      <Loaded state={ready}>
        {({ earlier: from, options: loaded }) =>
          RELAUNCHABLE_STATES.includes(from.state) ? (
            <BookingScreenBody
              draftKey={`appointment-relaunch-${from.id}`}
              departments={loaded.departments}
              initialValues={relaunchValues(from)}
              fixed={Boolean(from.followsRegistrationId)}
              recheckOf={from.followsRegistrationId ? from.followsRegistrationNumber : undefined}
              context={{
                relaunchedFrom: from.id,
                registrationId: from.followsRegistrationId ?? undefined,
              }}
            />
          ) : (
            <EmptyState
              title={<FormattedMessage {...m.notRelaunchable} />}
              text={<Link to={paths.appointmentDetail.href({ id: from.id })}>{from.appointmentNumber}</Link>}
            />
          )
        }
      </Loaded>
    </Screen>
  );
}
