import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EnterpriseFacts } from '../../../components/enterprise/enterprise-summary';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getEnterprisePreview } from '../api';
import { visitMessages as m } from '../messages';

/** Who is being visited, and that a visit is not an inspection, before the officer checks in. */
export default function VisitPreviewPage() {
  const navigate = useNavigate();
  const { scanId, enterpriseNumber } = useScreenParams('nonPreview');
  const preview = useQuery(['visits', 'preview', enterpriseNumber], (signal) =>
    getEnterprisePreview(enterpriseNumber, signal),
  );

  return (
    <Screen
      title={m.previewTitle}
      intro={<FormattedMessage {...m.previewNote} />}
      footer={
        preview.data && (
          <Button
            block
            color="primary"
            onClick={() => navigate(paths.nonSign.href({ scanId, enterpriseNumber }))}
          >
            <FormattedMessage {...m.startVisit} />
          </Button>
        )
      }
    >
      <Loaded state={preview}>{(data) => <EnterpriseFacts enterprise={data.enterprise} />}</Loaded>
    </Screen>
  );
}
