import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import { Screen } from '../../../lib/ui/screen';
import { errorPageMessages as m } from '../messages';

interface ErrorScreenProps {
  title: MessageDescriptor;
  description: ReactNode;
  /** Shown before the way home; without them, home and back are offered. */
  actions?: ReactNode;
  back?: boolean;
}

/** A screen that cannot be shown: what happened, then the ways on as buttons (home always, back when it helps). */
export function ErrorScreen({ title, description, actions, back = true }: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <Screen
      title={title}
      intro={description}
      back={false}
      footer={
        <>
          {actions}
          {/* `/` takes each user to their own home (the officer's desk or the enterprise home). */}
          <Button
            color={actions ? 'default' : 'primary'}
            onClick={() => navigate(paths.root.href(), { replace: true })}
          >
            <FormattedMessage {...m.backHome} />
          </Button>
          {back && (
            <Button fill="none" onClick={() => navigate(-1)}>
              <FormattedMessage {...m.back} />
            </Button>
          )}
        </>
      }
    />
  );
}
