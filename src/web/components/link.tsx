// Setu's links to its own screens, on react-router's hooks. React Router's <Link> refers to its
// framework mode's prefetching (PrefetchPageLinks and what that reads), so using it puts that
// code in every page's first load, about 3 KB compressed, although Setu never prefetches
// (decision 0029). These do what Setu used of it: the address as href, a plain click navigating
// in the app (a modified click, or another target, left to the browser), and `state`/`replace`.
import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  /** The location's state on arrival (react-router's `state`). */
  state?: unknown;
  /** Replaces the current history entry; by default only a link to the address shown does. */
  replace?: boolean;
};

/** A link to a screen of the app (react-router's <Link> without its framework-mode props). */
export function Link({ to, state, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { state, replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A link that knows whether its screen is the one shown, as react-router's <NavLink> matches it:
 * any letter case, and below its path too unless `end`. The shown one has aria-current="page".
 */
export function NavLink({
  to,
  end = false,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}) {
  const path = useResolvedPath(to).pathname.toLowerCase();
  const shown = useLocation().pathname.toLowerCase();
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive =
    shown === path || (!end && shown.startsWith(path) && shown.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}
