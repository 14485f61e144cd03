import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useComplaintTime } from '../../../components/complaints/complaint-format';
import { warningLabels } from '../../../components/complaints/complaint-labels';
import { useFieldFrame } from '../../../lib/forms/form-kit-context';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { getRegistration } from '../api';
import type { ComplaintSubjectValue } from '../complaint-form';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

/** The picked inspection by number, department and day, once loaded (the same cache entry as its detail screen). */
function PickedInspection({ id }: { id: string }) {
  const time = useComplaintTime();
  const { data } = useQuery(['registrations', 'detail', id], (signal) => getRegistration(id, signal));
  if (!data) return <FormattedMessage {...m.pickedInspection} />;
  return (
    <FormattedMessage
      {...m.pickedInspectionNamed}
      values={{
        number: data.registrationNumber,
        department: data.departmentName,
        time: time(data.startedAt),
      }}
    />
  );
}

/**
 * What the complaint is about: the notice or warning another screen handed over (shown, not changed), or the
 * inspection picked through the select list (`onPick` goes there; the draft keeps everything else meanwhile).
 */
export function SubjectField({
  label,
  value,
  onPick,
}: {
  /** The field's label: the pick button is named by it and by what it says. */
  label: string;
  value?: ComplaintSubjectValue;
  onChange?: (value: ComplaintSubjectValue | undefined) => void;
  /** Offered when the inspection is picked here rather than handed over. */
  onPick?: () => void;
}) {
  const intl = useIntl();
  const field = useFieldFrame();
  const labelId = useId();
  const textId = useId();
  const pickButton = (text: typeof m.pickInspection) =>
    onPick && (
      <>
        <span id={labelId} hidden>
          {label}
        </span>
        <button
          type="button"
          id={field.id}
          className={styles.textButton}
          aria-labelledby={`${labelId} ${textId}`}
          aria-invalid={field.invalid || undefined}
          onClick={onPick}
        >
          <span id={textId}>
            <FormattedMessage {...text} />
          </span>
        </button>
      </>
    );

  if (value?.type === 'notice')
    return (
      <p className={styles.subject} id={field.id}>
        <FormattedMessage {...m.attachedNotice} />
      </p>
    );
  if (value?.type === 'warning')
    return (
      <p className={styles.subject} id={field.id}>
        <FormattedMessage
          {...m.attachedWarning}
          values={{ kind: intl.formatMessage(warningLabels[value.warningKind]) }}
        />
      </p>
    );
  if (value?.type === 'registration')
    return (
      <div className={styles.subject}>
        <span className={styles.subjectText} id={onPick ? undefined : field.id}>
          <PickedInspection id={value.registrationId} />
        </span>
        <Link className={styles.textLink} to={paths.registrationDetail.href({ id: value.registrationId })}>
          <FormattedMessage {...m.viewInspection} />
        </Link>
        {pickButton(m.changeInspection)}
      </div>
    );
  return <div className={styles.subject}>{pickButton(m.pickInspection)}</div>;
}
