import { Input } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../lib/forms/contract-form';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { VisitForm } from '../components/visit-form';
import { visitMessages as m } from '../messages';

export default function OutsideRegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Screen title={m.outsideTitle}>
      <VisitForm
        draftKey="visit-outside"
        target="outside"
        extraFields={
          <>
            <FormField name="name" label={intl.formatMessage(m.enterpriseName)}>
              <Input maxLength={100} clearable />
            </FormField>
            <FormField name="address" label={intl.formatMessage(m.address)}>
              <Input maxLength={200} clearable />
            </FormField>
            <FormField name="contactPhone" label={intl.formatMessage(m.contactPhone)}>
              <Input type="tel" maxLength={20} clearable />
            </FormField>
          </>
        }
        onSaved={(visit) => {
          showSuccessToast(intl.formatMessage(m.submitted));
          navigate(paths.nonSignDetail.href({ id: visit.id }), { replace: true });
        }}
      />
    </Screen>
  );
}
