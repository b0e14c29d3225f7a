import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function buttonClassName(variant: ButtonVariant, fullWidth: boolean, extra?: string): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  children: ReactNode;
};

export function Button({ variant = 'secondary', fullWidth = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, fullWidth, className)} {...rest} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; fullWidth?: boolean };

/** A link (it navigates) that looks like a button. */
export function ButtonLink({ variant = 'secondary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, fullWidth, className)} {...rest} />;
}

type AnchorButtonProps = ComponentPropsWithRef<'a'> & { variant?: ButtonVariant; fullWidth?: boolean; children: ReactNode };

/** A plain link that looks like a button: a download or a server route the router must not handle. */
export function AnchorButton({ variant = 'secondary', fullWidth = false, className, ...rest }: AnchorButtonProps) {
  return <a className={buttonClassName(variant, fullWidth, className)} {...rest} />;
}
