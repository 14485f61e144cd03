import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import type { CheckInFinding } from '../../../../contract/registrations/schemas';
import { noPositionReasonLabels } from '../labels';
import { registrationMessages as m } from '../messages';

/** What the server found of a check-in's position: how far from the enterprise's place, or why there was none. */
export function CheckInFindingText({ finding }: { finding: CheckInFinding }) {
  if (finding.noPositionReason)
    return (
      <FormattedMessage
        {...m.checkInNoPosition}
        values={{ reason: <FormattedMessage {...noPositionReasonLabels[finding.noPositionReason]} /> }}
      />
    );
  if (finding.distanceMeters === null) return <FormattedMessage {...m.checkInPlaceUnknown} />;
  const values = { distance: finding.distanceMeters, limit: finding.farMeters };
  return (
    <>
      {finding.far && (
        <>
          <Tag color="warning">
            <FormattedMessage {...m.checkInFarFlag} />
          </Tag>{' '}
        </>
      )}
      <FormattedMessage {...(finding.far ? m.checkInFar : m.checkInNear)} values={values} />
      {finding.accuracyMeters !== null && (
        <FormattedMessage {...m.checkInAccuracy} values={{ accuracy: finding.accuracyMeters }} />
      )}
    </>
  );
}
