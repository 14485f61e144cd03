import { useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import { type AppointmentKind, APPOINTMENT_KINDS } from '../../../../contract/appointments/rules';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { appointmentOptionsKey, getAppointmentOptions, getMyEnterprise, getRegistration } from '../api';
import { BookingScreenBody } from '../components/booking-screen-body';
import { appointmentMessages as m } from '../messages';

const kindOf = (text: string | undefined): AppointmentKind | undefined =>
  APPOINTMENT_KINDS.find((kind) => kind === text);

/** A new request; from a registration's detail it is a re-check of that inspection, to its department. */
export default function AppointmentFormPage() {
  const intl = useIntl();
  const { departmentCode, kind, registrationId } = useScreenParams('appointment');
  const session = useRecoilValue(sessionState);
  const options = useQuery(appointmentOptionsKey, (signal) => getAppointmentOptions(signal));
  const enterprise = useQuery(['enterprises', 'mine'], (signal) => getMyEnterprise(signal));
  const followed = useQuery(registrationId ? ['registrations', 'detail', registrationId] : null, (signal) =>
    getRegistration(registrationId!, signal),
  );
  const recheck = Boolean(registrationId);
  const ready = {
    data:
      options.data && enterprise.data && (!recheck || followed.data)
        ? { options: options.data, enterprise: enterprise.data }
        : undefined,
    error: options.error ?? enterprise.error ?? followed.error,
    loading: options.loading || enterprise.loading || followed.loading,
    reload: () => {
      options.reload();
      enterprise.reload();
      followed.reload();
    },
  };
  return (
    <Screen
      title={m.formTitle}
      intro={options.data && intl.formatMessage(m.baseIntro, { days: options.data.answerWorkingDays })}
    >
      <Loaded state={ready}>
        {({ options: loaded, enterprise: mine }) => (
          <BookingScreenBody
            draftKey={`appointment-new-${registrationId ?? 'general'}`}
            departments={loaded.departments}
            initialValues={{
              departmentCode: followed.data?.departmentCode ?? departmentCode,
              kind: recheck ? 'recheck' : kindOf(kind),
              slots: [],
              address: mine.address,
              contactName: session.name,
              contactPhone: session.phonenumber,
            }}
            fixed={recheck}
            recheckOf={recheck ? (followed.data?.registrationNumber ?? null) : undefined}
            context={{ registrationId }}
          />
        )}
      </Loaded>
    </Screen>
  );
}
