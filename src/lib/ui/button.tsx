import { Button as AntdButton, DotLoading, type ButtonProps, type ButtonRef } from 'antd-mobile';
import { forwardRef } from 'react';
import hidden from './visually-hidden.module.css';

/**
 * antd-mobile's button, the app's only one. While it works (`loading`) antd-mobile shows dots in place of the label,
 * which leaves the button without a name for screen readers: here the label stays, visually hidden, and the button
 * says it is busy (not for `loading="auto"`, whose state antd-mobile keeps to itself).
 */
export const Button = forwardRef<ButtonRef, Omit<ButtonProps, 'loadingIcon'>>(function Button(
  { loading, children, ...props },
  ref,
) {
  return (
    <AntdButton
      {...props}
      ref={ref}
      loading={loading}
      aria-busy={loading === true || undefined}
      loadingIcon={
        <>
          <DotLoading color="currentColor" />
          <span className={hidden.visuallyHidden}>{children}</span>
        </>
      }
    >
      {children}
    </AntdButton>
  );
});
