import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMessages } from '../i18n/locale.tsx';
import { paths } from './paths.ts';

/**
 * The main navigation and the header's tools. On narrow screens they fold away behind a menu
 * button (a disclosure; styles.css decides the width); on wider ones the button is not shown and
 * everything is in view. The open menu lies over the page; it closes on Escape, on a press outside
 * it and whenever the location changes.
 */
export function MainNav({ tools }: { tools: ReactNode }) {
  const messages = useMessages();
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);

  useKeepFocusInView(open, panelRef, toggleRef);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const closeOnPressOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpenAt(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnPressOutside);
    };
  }, [open]);

  const items = [
    { to: paths.home, label: messages.nav.home, end: true },
    { to: paths.addressCheck, label: messages.nav.addressCheck },
    { to: paths.products, label: messages.nav.products },
    { to: paths.transactions, label: messages.nav.transactions },
    { to: paths.profile, label: messages.nav.profile },
    { to: paths.mail, label: messages.nav.mail },
    { to: paths.console, label: messages.nav.console },
  ];

  return (
    <div className="main-nav">
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span className="main-nav__icon" aria-hidden="true" />
        {messages.nav.menu}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={open ? 'main-nav__panel main-nav__panel--open' : 'main-nav__panel'}
      >
        <nav aria-label={messages.nav.label} className="app-nav">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header__tools">{tools}</div>
      </div>
    </div>
  );
}

/** When the menu folds away with the focus inside it (e.g. a link to the page already shown), the button takes it. */
function useKeepFocusInView(
  open: boolean,
  panelRef: RefObject<HTMLDivElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const panel = panelRef.current;
    if (!closed || !panel || !panel.contains(document.activeElement)) return;
    if (!panel.checkVisibility()) toggleRef.current?.focus();
  }, [open, panelRef, toggleRef]);
}
