import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** The one primary submit of a kit form: shows its progress and cannot be sent twice while it runs. */
export function SubmitButton({
  kit,
  disabled = false,
  children,
}: {
  kit: { submitting: boolean };
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      loading={kit.submitting}
      disabled={kit.submitting || disabled}
    >
      {children}
    </Button>
  );
}
