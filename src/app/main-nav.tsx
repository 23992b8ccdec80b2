import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { isOffered, useNotOffered } from '../api/offered.ts';
import { useMessages } from '../i18n/locale.tsx';
import { paths } from '../ui/paths.ts';

/**
 * The methods without which a page has nothing to show: once the service has said it does not offer
 * them, the menu says so beside the page (all of them: not offered; some: partly).
 */
const PAGE_METHODS: Record<string, readonly (readonly [string, string])[]> = {
  [paths.addressCheck]: [['broadband/basic/v1', 'zipcode']],
  [paths.products]: [['broadband/v1', 'list_carriers']],
  [paths.transactions]: [['broadband/v1', 'list_transactions']],
  [paths.profile]: [['user/v1', 'get_profile']],
  [paths.mail]: [
    ['mail/v1', 'list_clients'],
    ['mail/v1', 'list_mailboxes'],
    ['mail/v1', 'list_forwarders'],
  ],
};

function offeringOf(path: string): 'offered' | 'partly' | 'not-offered' {
  const methods = PAGE_METHODS[path] ?? [];
  const missing = methods.filter(([className, method]) => !isOffered(className, method)).length;
  return missing === 0 ? 'offered' : missing === methods.length ? 'not-offered' : 'partly';
}

/**
 * The main navigation and the header's tools. On narrow screens they fold away behind a menu
 * button (a disclosure; frame.css decides the width); on wider ones the button is not shown and
 * everything is in view. The open menu lies over the page; it closes on Escape, on a press or a
 * focus outside it and whenever another page opens.
 */
export function MainNav({ tools }: { tools: ReactNode }) {
  const messages = useMessages();
  const location = useLocation();
  useNotOffered();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.pathname;
  const close = () => setOpenAt(null);

  useKeepFocusInView(open, panelRef, toggleRef);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && Boolean(panelRef.current?.contains(node) || toggleRef.current?.contains(node));
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !inside(document.activeElement)) return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!inside(event.target)) setOpenAt(null);
    };
    // The menu lies over the page: it must not hide the control the focus moves to.
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) setOpenAt(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnPressOutside);
    document.addEventListener('focusout', closeWhenFocusLeaves);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnPressOutside);
      document.removeEventListener('focusout', closeWhenFocusLeaves);
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
        onClick={() => setOpenAt(open ? null : location.pathname)}
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
            {items.map((item) => {
              const offering = offeringOf(item.to);
              return (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} onClick={close}>
                    {item.label}
                    {offering === 'offered' ? null : (
                      <span className="app-nav__not-offered">
                        {' '}
                        (
                        {offering === 'partly'
                          ? messages.errors.notOffered.partly
                          : messages.errors.notOffered.menuMark}
                        )
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
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
    if (panel.getClientRects().length === 0) toggleRef.current?.focus();
  }, [open, panelRef, toggleRef]);
}
