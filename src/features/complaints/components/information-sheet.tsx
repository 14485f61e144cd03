import { NoticeBar, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_PHOTOS_MAX } from '../../../../contract/complaints/rules';
import { PhotoField } from '../../../components/photos/photo-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useHost } from '../../../lib/host-sdk/use-host';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Sheet } from '../../../lib/ui/sheet';
import { addComplaintInformation, uploadComplaintPhoto } from '../api';
import { informationForm } from '../information-form';
import { complaintMessages as m } from '../messages';

/** More facts and photos for an open complaint; what was typed is kept if the sheet closes or the send fails. */
export function InformationSheet({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      title={intl.formatMessage(m.informationTitle)}
      intro={<FormattedMessage {...m.informationIntro} />}
      onClose={onClose}
    >
      {open && <InformationForm id={id} onSaved={onClose} />}
    </Sheet>
  );
}

function InformationForm({ id, onSaved }: { id: string; onSaved: () => void }) {
  const intl = useIntl();
  const host = useHost() ?? null;
  const context = useMemo(() => ({ id }), [id]);
  const kit = useContractForm(informationForm, {
    context,
    draftKey: `complaint-information-${id}`,
    idempotencyKey: `complaint-information-${id}`,
    send: addComplaintInformation,
    onSaved: () => {
      showSuccessToast(intl.formatMessage(m.informationAdded));
      onSaved();
    },
  });
  return (
    <>
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={{ photos: [] }}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.sendInformation} />
          </SubmitButton>
        }
      >
        <FormField name="note" label={intl.formatMessage(m.informationNote)}>
          <TextArea maxLength={COMPLAINT_DESCRIPTION_MAX} rows={4} showCount />
        </FormField>
        <FormField name="photos" label={intl.formatMessage(m.photos)} kind="group">
          <PhotoField host={host} upload={uploadComplaintPhoto} max={COMPLAINT_PHOTOS_MAX} />
        </FormField>
      </ContractForm>
    </>
  );
}
