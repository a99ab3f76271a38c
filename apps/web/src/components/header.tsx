// The sticky header: rotating taglines, main nav, search toggle, cart and wishlist counts, user menu,
// and a collapsible menu on phones (SPEC section 2).
import { shopTaglines } from '@chamak/shared/shop-terms';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { queries } from '../api/queries.ts';
import { useGuestCart, useGuestWishlist } from '../lib/guest-store.ts';
import { msg, t } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { session, useSession } from '../lib/session.ts';
import { toast } from '../lib/toast.tsx';
import { paths } from '../paths.ts';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The search feature's overlay, handed in by the routes (components never import features, decision 0070). */
export type SearchOverlayComponent = ComponentType<{ onClose: () => void }>;

const nav = [
  { label: msg('Home'), to: paths.home },
  { label: msg('All Product'), to: paths.products },
  { label: msg('Combos'), to: paths.combos },
  { label: msg('About Us'), to: paths.about },
  { label: msg('Contact'), to: paths.contact },
];

function Taglines() {
  const { data } = useQuery(queries.settings());
  // The owner's lines and the cash-on-delivery line worded from the COD settings (decision 0296).
  const taglines = data ? shopTaglines(data, t) : [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (taglines.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % taglines.length), 3000);
    return () => clearInterval(timer);
  }, [taglines.length]);
  return (
    // Side padding keeps a tagline off the screen's edges; on a phone a long one wraps to a second line in a
    // strip that is always two lines high, so the header never changes height as they rotate.
    <div
      className="flex h-10 items-center justify-center overflow-hidden bg-brand px-4 text-center text-xs leading-4 text-white sm:h-8 sm:text-sm sm:leading-5"
      aria-live="off"
    >
      <span className="line-clamp-2 sm:line-clamp-1">
        {taglines[index % Math.max(1, taglines.length)] ?? ''}
      </span>
    </div>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className="sr-only">
        {t('{label}, {count, plural, one {# item} other {# items}}', { label, count })}
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[11px] font-bold text-white"
        >
          {count}
        </span>
      )}
    </>
  );
}

function UserMenu() {
  const s = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  if (!s.loggedIn) {
    return (
      <Link to={paths.login} className="rounded-full p-2 hover:bg-slate-100" aria-label={t('Log in')}>
        <UserIcon />
      </Link>
    );
  }
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        className="rounded-full p-2 hover:bg-slate-100"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('Account menu')}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <UserIcon />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-40 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to={paths.trackOrder}
            className="block px-4 py-2 text-sm hover:bg-slate-50"
            onClick={() => setOpen(false)}
          >
            {t('Profile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50"
            onClick={() => {
              session.clear();
              queryClient.clear();
              setOpen(false);
              toast.success(t('Logged out successfully.'));
              navigate(paths.login);
            }}
          >
            {t('Logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The badges: a customer's server cart (total quantity) and wishlist (items), refreshed by every add, update
 * and remove; a guest's browser lists otherwise.
 */
function useShopCounts() {
  const s = useSession();
  const userId = s.token && s.userId ? s.userId : null;
  const guestCartItems = useGuestCart();
  const guestWishlistItems = useGuestWishlist();
  const cart = useQuery({ ...queries.cart(userId ?? ''), enabled: userId !== null });
  const wishlist = useQuery({ ...queries.wishlist(userId ?? ''), enabled: userId !== null });
  const cartLines = userId === null ? guestCartItems : (cart.data ?? []);
  return {
    cartCount: cartLines.reduce((n, i) => n + i.quantity, 0),
    wishlistCount: userId === null ? guestWishlistItems.length : (wishlist.data?.length ?? 0),
  };
}

export function Header({ SearchOverlay }: { SearchOverlay: SearchOverlayComponent }) {
  const location = useLocation();
  const { cartCount, wishlistCount } = useShopCounts();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    // Opaque: a see-through header with a blur drew white boxes over the banners under it.
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <Taglines />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <button
          type="button"
          className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
          aria-label={menuOpen ? t('Close menu') : t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand"
        >
          <img src="/favicon.svg" alt="" width="32" height="32" />
          Chamak
        </Link>
        <nav
          id="main-menu"
          aria-label={t('Main')}
          className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col border-t border-slate-200 bg-white px-4 py-2 shadow-md lg:static lg:flex lg:flex-1 lg:flex-row lg:justify-center lg:gap-1 lg:border-0 lg:p-0 lg:shadow-none`}
        >
          {nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === paths.home}
              className={({ isActive }) =>
                `rounded-md px-3 py-2.5 text-sm font-medium lg:py-2 ${isActive ? 'text-brand' : 'text-slate-700 hover:text-brand'}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
          <LanguageSwitch className="rounded-md px-3 py-2.5 text-sm font-medium text-slate-700 hover:text-brand sm:hidden" />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          {/* On a phone the switch is in the menu: the bar has no room beside the icons. */}
          <LanguageSwitch className="hidden rounded-full px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand sm:block" />
          <button
            type="button"
            className="rounded-full p-2 hover:bg-slate-100"
            aria-label={t('Search')}
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon />
          </button>
          <Link to={paths.wishlist} className="relative rounded-full p-2 hover:bg-slate-100">
            <HeartIcon />
            <CountBadge count={wishlistCount} label={t('Wishlist')} />
          </Link>
          <Link to={paths.cart} className="relative rounded-full p-2 hover:bg-slate-100">
            <CartIcon />
            <CountBadge count={cartCount} label={t('Cart')} />
          </Link>
          <UserMenu />
        </div>
      </div>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
