import { useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import { type AppointmentKind, APPOINTMENT_KINDS } from '../../../../contract/appointments/rules';
import { addressListKey, listAddresses } from '../../../components/addresses/address-book';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
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
  const { departmentCode, kind, registrationId, addressId } = useScreenParams('appointment');
  const addressBookAvailable = useIsRouteAvailable('addressList');
  const session = useRecoilValue(sessionState);
  const options = useQuery(appointmentOptionsKey, (signal) => getAppointmentOptions(signal));
  const enterprise = useQuery(['enterprises', 'mine'], (signal) => getMyEnterprise(signal));
  const followed = useQuery(registrationId ? ['registrations', 'detail', registrationId] : null, (signal) =>
    getRegistration(registrationId!, signal),
  );
  const addresses = useQuery(addressId ? addressListKey : null, (signal) => listAddresses(signal));
  const recheck = Boolean(registrationId);
  const here = paths.appointment.href({ departmentCode, kind, registrationId });
  const ready = {
    data:
      options.data && enterprise.data && (!recheck || followed.data)
        ? { options: options.data, enterprise: enterprise.data }
        : undefined,
    error: options.error ?? enterprise.error ?? followed.error ?? addresses.error,
    loading: options.loading || enterprise.loading || followed.loading || addresses.loading,
    reload: () => {
      options.reload();
      enterprise.reload();
      followed.reload();
      addresses.reload();
    },
  };
  return (
    <Screen
      title={m.formTitle}
      intro={intl.formatMessage(m.baseIntro, { days: options.data?.answerWorkingDays ?? '…' })}
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
            addressBook={
              addressBookAvailable
                ? {
                    href: paths.addressList.href({ returnTo: here }),
                    chosen: addresses.data?.find((address) => address.id === addressId) ?? null,
                    clear: here,
                  }
                : undefined
            }
          />
        )}
      </Loaded>
    </Screen>
  );
}
