/**
 * /account: Profile, Orders, Wishlist, Addresses, Payments, Notifications, Settings, and Logout.
 * The tab is in the address (?tab=orders), so a reload, the back button and a link from
 * checkout land on it. Everything shown is on the device, so the account opens offline; it is
 * read again from the store when the page opens.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccount, useAccountRefresh, useSessionUserFollowsAccount } from '../../data/account';
import { EmptyState } from '../../ui/empty-state';
import { OrderConfirmation } from '../../ui/order-confirmation';
import { SignOutButton } from '../../ui/sign-out-button';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { AddressesTab } from './addresses-tab';
import { NotificationsTab } from './notifications-tab';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { useConfirmationFollowsOutbox } from './use-confirmation-follows-outbox';
import { WishlistTab } from './wishlist-tab';
import './account.css';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'Orders' },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'payments', label: 'Payments' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'settings', label: 'Settings' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function AccountPage() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.find((t) => t.id === requested)?.id ?? 'profile';
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  usePageMeta(`${current.label} · My Account`);
  const account = useAccount();
  const refresh = useAccountRefresh();
  useSessionUserFollowsAccount();
  useConfirmationFollowsOutbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTab = useRef(true);
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    heading.current?.focus();
  }, [tab]);

  return (
    <div className="container section account">
      <h1 className="account__title">My Account</h1>
      <OrderConfirmation orders={account.orders} />
      {refresh.status === 'offline' && (
        <p className="account-banner" role="status">
          You are offline: this is your account as last saved on this device. Changes you make are sent when you are back online.
        </p>
      )}
      {refresh.status === 'failed' && (
        <p className="account-banner" role="status">
          Your account could not be refreshed.{' '}
          <button type="button" className="text-button" onClick={refresh.retry}>
            Try again
          </button>
        </p>
      )}
      <div className="account__layout">
        <nav className="account-nav" aria-label="Account">
          <ul role="list">
            {TABS.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/account?tab=${t.id}`}
                  replace
                  className={`account-nav__link${t.id === tab ? ' is-current' : ''}`}
                  aria-current={t.id === tab ? 'page' : undefined}
                >
                  {t.label}
                  {t.id === 'orders' && account.waitingOrders.length > 0 && (
                    <span className="count-badge account-nav__badge">{account.waitingOrders.length}</span>
                  )}
                </Link>
              </li>
            ))}
            <li>
              <SignOutButton variant="ghost" className="account-nav__logout" />
            </li>
          </ul>
        </nav>
        <section className="account__panel" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" ref={heading} tabIndex={-1} className="account__tab-title">
            {current.label}
          </h2>
          {!account.user ? (
            <div className="account-loading">
              <Spinner label="Loading your account" />
            </div>
          ) : (
            <>
              {tab === 'profile' && <ProfileTab account={account} />}
              {tab === 'orders' && <OrdersTab account={account} refreshing={refresh.status === 'loading'} />}
              {tab === 'wishlist' && <WishlistTab />}
              {tab === 'addresses' && <AddressesTab addresses={account.user.addresses} />}
              {tab === 'payments' && (
                <EmptyState
                  title="No saved payment methods"
                  message="Cards, UPI IDs and bank details are never kept by this store: you enter them on the secure payment page each time. Each order in Orders shows its payment and any refund."
                />
              )}
              {tab === 'notifications' && <NotificationsTab account={account} />}
              {tab === 'settings' && <SettingsTab />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
